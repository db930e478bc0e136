import { platformFatalError, type FatalError } from './fatal-error';
import { createSlice } from '@reduxjs/toolkit';

/**
 * The full-page error of SPEC.md 8 (banned, maintenance, forbidden): set when the platform transport reports
 * `platformFatalError`, and kept until the page is loaded again, since no in-app action can fix it.
 */
export const fatalErrorSlice = createSlice({
  name: 'fatalError',
  initialState: { error: null as FatalError | null },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(platformFatalError, (state, action) => {
      // The first fatal error wins: a ban answered while maintenance is shown changes nothing for the player.
      state.error ??= action.payload;
    });
  },
  selectors: { selectFatalError: (state) => state.error },
});

export const { selectFatalError } = fatalErrorSlice.selectors;
