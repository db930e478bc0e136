import type { ComponentType, ReactNode } from 'react';

export type DialogType = 'popup' | 'confirm' | 'curtain';

/** One open dialog (the overlays slice keeps every field). */
export type DialogEntry = {
  /** Unique per opening, so the same dialog id can be stacked twice. */
  key: string;
  /** The dialog id of SPEC.md 2.7 the registry maps to a feature's component ('auth', 'games-search', ...). */
  id: string;
  type: DialogType;
  /** A non-closable dialog ignores Escape, backdrop and close buttons until closed with `force`. */
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

/** What the inside of every dialog (Dialog, Curtain) shows: a title, which names the dialog, over a scrolling body. */
export type DialogContentProps = {
  title: ReactNode;
  children: ReactNode;
};
