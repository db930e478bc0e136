import { DialogStackEntry } from './dialog-stack-entry';
import type { DialogCloseOptions, DialogEntry, DialogRegistry } from './dialog-types';

export type DialogStackProps = {
  /** Open dialogs, bottom first; the last one is on top. */
  dialogs: DialogEntry[];
  registry: DialogRegistry;
  /** Asks the owner of the dialog state to remove a dialog; `force` is set by a forced close. */
  onClose: (key: string, options?: DialogCloseOptions) => void;
};

/**
 * Draws the dialog stack (SPEC.md 2.7). The state lives in the dialog slice of libs/session, so data
 * access and features can open dialogs by id; this component only renders it.
 */
export function DialogStack({ dialogs, registry, onClose }: DialogStackProps) {
  return (
    <>
      {dialogs.map((dialog, index) => (
        <DialogStackEntry key={dialog.key} dialog={dialog} registry={registry} onClose={onClose} depth={index} isTop={index === dialogs.length - 1} />
      ))}
    </>
  );
}
