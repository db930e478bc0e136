import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { openDialog, type OpenDialogPayload } from './overlays-slice';

/** Opens one dialog when it mounts, for the frame's dialog host to draw as the site does: a dialog's story or spec. */
export function OpenDialog(dialog: OpenDialogPayload) {
  const dispatch = useDispatch();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(openDialog(dialog));
  }, [dispatch, dialog]);
  return null;
}
