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
 * Draws the dialog stack (SPEC.md 2.7) from the entries it is given; `DialogHost` feeds it from the overlays slice.
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
