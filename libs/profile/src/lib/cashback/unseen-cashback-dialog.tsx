import { useGetCashbacksQuery, useSetStorageMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { Button, ButtonLink, Dialog, type DialogComponentProps, Icon } from '@casino/ui-kit';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { cashbackAmountMessage, cashbackMessages as m } from './cashback.messages';
import { useClaimCashback } from './use-claim-cashback';
import styles from './cashback.module.css';

/** The storage key that remembers the newest cashback the player has seen (SPEC.md 7.2 storage.set). */
export const ALREADY_SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

export type UnseenCashbackDialogProps = DialogComponentProps<{ cashbackId: number | string }>;

/**
 * The unseen-cashback popup queued after sign-in (SPEC.md 4): how much came back, claim it now or see
 * it in the profile. Showing it stores its id, so it is not shown again.
 */
export function UnseenCashbackDialog({ cashbackId, close }: UnseenCashbackDialogProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const [setStorage] = useSetStorageMutation();
  const { claim, isClaiming } = useClaimCashback();
  const { data } = useGetCashbacksQuery({ statuses: ['active', 'paid_out'] });
  const cashback = data?.items.find((item) => String(item.id) === String(cashbackId));

  useEffect(() => {
    void setStorage({ key: ALREADY_SEEN_CASHBACK_KEY, value: String(cashbackId) });
  }, [setStorage, cashbackId]);

  const handleClaim = async () => {
    if (await claim(cashbackId)) close(true);
  };

  return (
    <Dialog
      title={<FormattedMessage {...m.dialogTitle} />}
      actions={
        cashback?.status === 'active' ? (
          <>
            <ButtonLink to={path('profile.cashback')} variant="secondary" onClick={() => close(true)}>
              <FormattedMessage {...m.dialogDetails} />
            </ButtonLink>
            <Button onClick={handleClaim} loading={isClaiming}>
              <FormattedMessage {...m.claim} />
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={() => close()}>
              <FormattedMessage {...m.dialogLater} />
            </Button>
            <ButtonLink to={path('profile.cashback')} onClick={() => close(true)}>
              <FormattedMessage {...m.dialogDetails} />
            </ButtonLink>
          </>
        )
      }
    >
      <div className={styles.dialog}>
        <span className={styles.dialogIcon}>
          <Icon name="coins" size="xl" />
        </span>
        {cashback?.amount && (
          <p className={styles.dialogAmount}>{intl.formatMessage(cashbackAmountMessage, { amount: formatMoney(cashback.amount.amount, cashback.amount.currency) })}</p>
        )}
        <p className={styles.muted}>
          <FormattedMessage {...m.dialogText} />
        </p>
      </div>
    </Dialog>
  );
}
