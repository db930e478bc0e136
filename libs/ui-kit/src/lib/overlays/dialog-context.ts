import { createContext, useContext } from 'react';

export type DialogContextValue = {
  /** The id the dialog's title must carry: the dialog element is labelled by it. */
  titleId: string;
  /** Closes this dialog; without `force` a preventClose dialog stays open. */
  close: (force?: boolean) => void;
  preventClose: boolean;
};

export const DialogContext = createContext<DialogContextValue | null>(null);

/** The dialog a building block (Dialog, ConfirmDialog, Curtain) is rendered in, if any. */
export const useDialogContext = () => useContext(DialogContext);
