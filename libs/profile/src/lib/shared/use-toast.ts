import { showToast, type ToastKind } from '@casino/session';
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useDispatch } from 'react-redux';

/** Shows a toast below the header (SPEC.md 2.7) with a message of the profile catalogue. */
export function useToast() {
  const dispatch = useDispatch();
  return useCallback(
    (kind: ToastKind, message: MessageDescriptor, values?: Record<string, string | number>) => {
      dispatch(showToast({ kind, messageId: String(message.id), ...(values ? { values } : {}) }));
    },
    [dispatch],
  );
}
