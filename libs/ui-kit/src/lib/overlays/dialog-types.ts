import type { ComponentType } from 'react';

export type DialogType = 'popup' | 'confirm' | 'curtain';

/** One open dialog, as the dialog slice (libs/session) keeps it. */
export type DialogEntry = {
  /** Unique per open dialog: the same dialog id may be open twice. */
  key: string;
  /** Which component of the registry to show. */
  id: string;
  type: DialogType;
  preventClose?: boolean;
  props?: Record<string, unknown>;
};

/** What a registered dialog component receives: its own props plus `close`. */
export type DialogComponentProps<P extends object = Record<string, unknown>> = P & {
  /** Closes this dialog; `close(true)` also closes a dialog opened with preventClose. */
  close: (force?: boolean) => void;
  preventClose: boolean;
};

/**
 * Dialog components by dialog id. Each component may declare its own props type
 * (`ComponentType<DialogComponentProps<{ mode: string }>>`); `never` lets all of them in.
 */
export type DialogRegistry = Record<string, ComponentType<DialogComponentProps<never>>>;

export type DialogCloseOptions = { force?: boolean };
