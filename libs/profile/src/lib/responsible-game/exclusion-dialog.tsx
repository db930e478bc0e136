import { useSelfExcludeMutation, useTakeTimeOutMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { SelfExclusionDuration, TimeOutDuration } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { ConfirmDialog, useToast, type DialogComponentProps } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DURATION_LABELS, type ExclusionDialogProps } from './exclusion-durations';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';
import styles from './responsible-game.module.css';

/**
 * 'rg-exclusion' (confirm): starts a time-out or self-exclusion. The platform ends every session of the player at
 * once, so on success the player is on the home page, signed out, told until when.
 */
export function ExclusionDialog({ close, kind, duration }: DialogComponentProps<ExclusionDialogProps>) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const { formatDateTime } = useFormatters();
  const [takeTimeOut, timeOut] = useTakeTimeOutMutation();
  const [selfExclude, exclusion] = useSelfExcludeMutation();
  const [failed, setFailed] = useState(false);
  const label = intl.formatMessage(DURATION_LABELS[duration]);

  const handleConfirm = async () => {
    setFailed(false);
    const result = kind === 'time_out' ? await takeTimeOut({ duration: duration as TimeOutDuration }) : await selfExclude({ duration: duration as SelfExclusionDuration });
    if (result.error !== undefined) {
      setFailed(true);
      return;
    }
    close(true);
    navigate(path('index'));
    toast('info', v.signedOutUntil, { date: formatDateTime(result.data.ends_at) });
  };

  return (
    <ConfirmDialog
      icon="warning"
      tone="danger"
      title={intl.formatMessage(kind === 'time_out' ? v.confirmTimeOutTitle : v.confirmSelfExclusionTitle, { duration: label })}
      message={
        <>
          <p>{intl.formatMessage(m.confirmText)}</p>
          {failed && (
            <p role="alert" className={styles.formError}>
              {intl.formatMessage(m.failed)}
            </p>
          )}
        </>
      }
      confirmLabel={intl.formatMessage(m.confirmAction)}
      cancelLabel={intl.formatMessage(m.confirmCancel)}
      loading={timeOut.isLoading || exclusion.isLoading}
      onConfirm={() => void handleConfirm()}
    />
  );
}
