import { useCallback, type ComponentType } from 'react';
import { DialogLayer } from './dialog-layer';
import type { DialogCloseOptions, DialogComponentProps, DialogEntry, DialogRegistry } from './dialog-types';

export type DialogStackEntryProps = {
  dialog: DialogEntry;
  registry: DialogRegistry;
  onClose: (key: string, options?: DialogCloseOptions) => void;
  depth: number;
  isTop: boolean;
};

/** One entry of the stack: looks up its component and gives it a `close` that honours preventClose. */
export function DialogStackEntry({ dialog, registry, onClose, depth, isTop }: DialogStackEntryProps) {
  const { key, preventClose = false } = dialog;
  const close = useCallback(
    (force = false) => {
      // preventClose holds against the player (Escape, backdrop, close button) but not against a forced close.
      if (preventClose && !force) return;
      onClose(key, force ? { force } : undefined);
    },
    [key, preventClose, onClose],
  );
  // The registry accepts components with any props of their own (see DialogRegistry); here they get theirs.
  const Component = registry[dialog.id] as ComponentType<DialogComponentProps> | undefined;
  if (!Component) return null;
  return (
    <DialogLayer type={dialog.type} isTop={isTop} preventClose={preventClose} depth={depth} close={close}>
      <Component {...dialog.props} close={close} preventClose={preventClose} />
    </DialogLayer>
  );
}
