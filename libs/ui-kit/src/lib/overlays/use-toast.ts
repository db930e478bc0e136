import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useDispatch } from 'react-redux';
import { showToast } from './overlays-slice';
import type { ToastKind } from './toast-types';

/** Shows a toast below the header (SPEC.md 2.7) with one of the site's messages: `toast('success', m.saved)`. */
export function useToast() {
  const dispatch = useDispatch();
  return useCallback(
    (kind: ToastKind, message: MessageDescriptor, values?: Record<string, string | number>) => {
      dispatch(showToast({ kind, messageId: String(message.id), ...(values ? { values } : {}) }));
    },
    [dispatch],
  );
}
