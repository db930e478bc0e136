import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DialogStack } from './dialog-stack';
import type { DialogCloseOptions, DialogRegistry } from './dialog-types';
import { closeDialog, selectDialogs } from './overlays-slice';

export type DialogHostProps = { registry: DialogRegistry };

/** The dialog stack of SPEC.md 2.7, drawn from the overlays slice: the components of `registry` by dialog id. */
export function DialogHost({ registry }: DialogHostProps) {
  const dialogs = useSelector(selectDialogs);
  const dispatch = useDispatch();
  const handleClose = useCallback(
    (key: string, options?: DialogCloseOptions) => dispatch(closeDialog({ key, force: options?.force })),
    [dispatch],
  );
  return <DialogStack dialogs={dialogs} registry={registry} onClose={handleClose} />;
}
