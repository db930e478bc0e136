import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type DialogType = 'popup' | 'confirm' | 'curtain';

export type DialogEntry = {
  /** Unique per opening, so the same dialog id can be stacked twice. */
  key: string;
  /** The dialog id of SPEC.md 2.7 the shell's registry maps to a feature's component ('auth', 'games-search', ...). */
  id: string;
  type: DialogType;
  /** A non-closable dialog ignores Escape, backdrop and close buttons until closed with `force`. */
  preventClose: boolean;
  props: Record<string, unknown>;
};

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

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

export const TOAST_DEFAULT_DURATION = 5000;

export type OverlaysState = { dialogs: DialogEntry[]; toasts: ToastEntry[] };

const initialState: OverlaysState = { dialogs: [], toasts: [] };

export type OpenDialogPayload = {
  id: string;
  type?: DialogType;
  preventClose?: boolean;
  props?: Record<string, unknown>;
};

export type ShowToastPayload = Omit<ToastEntry, 'id' | 'duration'> & { duration?: number };

/** Dialogs and toasts (SPEC.md 2.7): plain serialisable state any lib may dispatch to, rendered by the ui-kit. */
export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    openDialog: {
      reducer(state, action: PayloadAction<DialogEntry>) {
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
      prepare: ({ duration = TOAST_DEFAULT_DURATION, ...toast }: ShowToastPayload) => ({
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
