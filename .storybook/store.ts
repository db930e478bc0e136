import { configureStore, type Reducer } from '@reduxjs/toolkit';

/**
 * The reducers every story's store starts with. Add shared slices here (the session lib's dialog and
 * toast slices, the api-client's RTK Query reducer) once they exist; a lib passes extra ones through
 * `createPreview({ reducers })`.
 */
export const storyReducers: Record<string, Reducer> = {
  // Placeholder so the store is valid before the first shared slice is added.
  storybook: (state: { ready: boolean } = { ready: true }) => state,
};

/** A fresh store per story, so no story sees another's state. */
export function createStoryStore(reducers: Record<string, Reducer> = {}) {
  return configureStore({ reducer: { ...storyReducers, ...reducers } });
}
