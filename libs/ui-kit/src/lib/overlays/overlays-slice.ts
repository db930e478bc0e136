import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { DialogEntry, DialogType } from './dialog-types';
import { DEFAULT_TOAST_DURATION, type ToastKind } from './toast-types';

export type ToastEntry = {
  /** 21 characters (SPEC.md 9). */
  id: string;
  kind: ToastKind;
  /** A react-intl message id, shown translated... */
  messageId?: string;
  /** ...or a text that is already in the player's language (a server message). */
  text?: string;
  values?: Record<string, string | number>;
  /** Milliseconds; 5000 by default (SPEC.md 9). */
  duration: number;
};

export type OverlaysState = { dialogs: Required<DialogEntry>[]; toasts: ToastEntry[] };

const initialState: OverlaysState = { dialogs: [], toasts: [] };

export type OpenDialogPayload = {
  id: string;
  type?: DialogType;
  preventClose?: boolean;
  props?: Record<string, unknown>;
};

export type ShowToastPayload = Omit<ToastEntry, 'id' | 'duration'> & { duration?: number };

/**
 * Dialogs and toasts (SPEC.md 2.7): plain serialisable state any lib may dispatch to (features open dialogs of other
 * features by id), drawn by `DialogHost` and `ToastHost`. Toast ids are RTK's nanoid: 21 characters (SPEC.md 9).
 */
export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    openDialog: {
      reducer(state, action: PayloadAction<Required<DialogEntry>>) {
        state.dialogs.push(action.payload);
      },
      prepare: ({ id, type = 'popup', preventClose = false, props = {} }: OpenDialogPayload) => ({
        payload: { key: nanoid(), id, type, preventClose, props },
      }),
    },
    closeDialog(state, action: PayloadAction<{ key: string; force?: boolean }>) {
      const { key, force = false } = action.payload;
      state.dialogs = state.dialogs.filter((dialog) => dialog.key !== key || (dialog.preventClose && !force));
    },
    /** Closes every dialog with this id (e.g. the auth popup after a successful sign-in). */
    closeDialogsById(state, action: PayloadAction<{ id: string; force?: boolean }>) {
      const { id, force = false } = action.payload;
      state.dialogs = state.dialogs.filter((dialog) => dialog.id !== id || (dialog.preventClose && !force));
    },
    showToast: {
      reducer(state, action: PayloadAction<ToastEntry>) {
        state.toasts.push(action.payload);
      },
      prepare: ({ duration = DEFAULT_TOAST_DURATION, ...toast }: ShowToastPayload) => ({
        payload: { ...toast, id: nanoid(), duration },
      }),
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectDialogs: (state) => state.dialogs,
    selectToasts: (state) => state.toasts,
    selectHasOpenDialog: (state) => state.dialogs.length > 0,
  },
});

export const { openDialog, closeDialog, closeDialogsById, showToast, dismissToast } = overlaysSlice.actions;
export const { selectDialogs, selectToasts, selectHasOpenDialog } = overlaysSlice.selectors;
