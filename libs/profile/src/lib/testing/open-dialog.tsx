import { openDialog, type DialogType } from '@casino/session';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';

export type OpenDialogProps = { id: string; type?: DialogType; props?: Record<string, unknown> };

/** Stories only: opens one dialog on mount, for the story's dialog host to draw as the shell would. */
export function OpenDialog({ id, type = 'popup', props = {} }: OpenDialogProps) {
  const dispatch = useDispatch();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(openDialog({ id, type, props }));
  }, [dispatch, id, type, props]);
  return null;
}
