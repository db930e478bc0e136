import { useFormatters } from '@casino/i18n';
import { Button, closeDialogsById, Icon, Link, openDialog } from '@casino/ui-kit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import type { NextStep, PaymentErrorView } from './payment-error';
import { amountLeftMessage, nextStepMessages, paymentErrorMessages } from './payment-error.messages';
import styles from './payment-error-notice.module.css';

export type PaymentErrorNoticeProps = {
  error: PaymentErrorView;
  currency: string;
  /** For "lower the amount": moves focus to the amount field. */
  onLowerAmount?: () => void;
  /** For "try again" after no answer: sends the same attempt again. */
  onRetry?: () => void;
  /** For "choose another method" on a deposit. */
  onOtherMethod?: () => void;
};

const LINKS = {
  verifyIdentity: 'profile.verification',
  completeProfile: 'profile.settings',
  contactSupport: 'support.index',
} as const;

/** A refused payment: what happened and the one next step (SPEC.md 8, DESIGN.md). */
export function PaymentErrorNotice({ error, currency, onLowerAmount, onRetry, onOtherMethod }: PaymentErrorNoticeProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const needsVerification = error.next === 'verifyIdentity';
  // A payment stopped for identity verification opens its popup (SPEC.md 2.7), once per refusal.
  useEffect(() => {
    if (!needsVerification) return;
    dispatch(closeDialogsById({ id: 'identity-verification' }));
    dispatch(openDialog({ id: 'identity-verification', type: 'popup' }));
  }, [dispatch, error, needsVerification]);
  const actions: Partial<Record<NextStep, (() => void) | undefined>> = { lowerAmount: onLowerAmount, retry: onRetry, otherMethod: onOtherMethod };
  const action = actions[error.next];
  const link = error.next in LINKS ? LINKS[error.next as keyof typeof LINKS] : undefined;

  return (
    <div role="alert" className={styles.notice}>
      <Icon name="warning" className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.text}>
          <FormattedMessage {...paymentErrorMessages[error.kind]} />
          {error.amount !== undefined && (
            <> {intl.formatMessage(amountLeftMessage, { amount: formatMoney(error.amount, currency) })}</>
          )}
        </p>
        {link ? (
          <Link to={path(link)}>
            <FormattedMessage {...nextStepMessages[error.next]} />
          </Link>
        ) : action ? (
          <Button type="button" size="sm" variant="secondary" onClick={action}>
            <FormattedMessage {...nextStepMessages[error.next]} />
          </Button>
        ) : (
          <p className={styles.text}>
            <FormattedMessage {...nextStepMessages[error.next]} />
          </p>
        )}
      </div>
    </div>
  );
}
