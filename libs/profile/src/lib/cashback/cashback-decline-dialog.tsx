import { useRemoveCashbackMutation } from '@casino/api-client';
import { ConfirmDialog, useToast, type DialogComponentProps } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cashbackMessages as m } from './cashback.messages';

/** 'cashback-decline' (confirm): the player declines the cashback waiting for them (cashbacks.remove, SPEC.md 7.2). */
export function CashbackDeclineDialog({ close }: DialogComponentProps) {
  const intl = useIntl();
  const toast = useToast();
  const [remove, { isLoading }] = useRemoveCashbackMutation();
  const [failed, setFailed] = useState(false);
  const handleConfirm = async () => {
    setFailed(false);
    const result = await remove();
    if (result.error !== undefined) {
      setFailed(true);
      return;
    }
    close(true);
    toast('success', m.declined);
  };
  return (
    <ConfirmDialog
      icon="warning"
      tone="danger"
      title={intl.formatMessage(m.declineTitle)}
      message={<p>{intl.formatMessage(m.declineText)}</p>}
      error={failed && intl.formatMessage(m.declineFailed)}
      confirmLabel={intl.formatMessage(m.declineConfirm)}
      cancelLabel={intl.formatMessage(m.declineKeep)}
      loading={isLoading}
      onConfirm={() => void handleConfirm()}
    />
  );
}
