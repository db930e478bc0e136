import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, selectToasts } from './overlays-slice';
import { ToastList } from './toast-list';
import type { Toast } from './toast-types';

/** The toasts of the overlays slice, below the header (SPEC.md 2.7): message ids translated here. */
export function ToastHost() {
  const entries = useSelector(selectToasts);
  const dispatch = useDispatch();
  const intl = useIntl();
  const toasts = useMemo<Toast[]>(
    () =>
      entries.map(({ id, kind, messageId, text, values, duration }) => ({
        id,
        kind,
        duration,
        message: text ?? (messageId ? intl.formatMessage({ id: messageId }, values) : ''),
      })),
    [entries, intl],
  );
  const handleDismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  return <ToastList toasts={toasts} onDismiss={handleDismiss} />;
}
