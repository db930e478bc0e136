import { useFormatters } from '@casino/i18n';
import { ButtonLink, type IconName, showToast, SystemPage, type SystemPageProps } from '@casino/ui-kit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { failAmountMessage, paymentResultMessages, successAmountMessage } from './payment-result.messages';
import { takeReturnAfterPayment } from '../shared/return-after-payment';
import { useDepositInfo } from './use-deposit-info';

export type PaymentOutcome = 'success' | 'fail' | 'cancel' | 'pending';

/** Where a settled deposit's status sends a pending page. */
const RESULT_ROUTE: Record<string, 'cashier.paysuccess.transaction' | 'cashier.payfail.transaction' | 'cashier.paycancel'> = {
  success: 'cashier.paysuccess.transaction',
  failed: 'cashier.payfail.transaction',
  canceled: 'cashier.paycancel',
};

const LOOK: Record<PaymentOutcome, { icon: IconName; tone: SystemPageProps['tone'] }> = {
  success: { icon: 'check-circle', tone: 'success' },
  fail: { icon: 'error-circle', tone: 'danger' },
  cancel: { icon: 'close', tone: 'info' },
  pending: { icon: 'hourglass', tone: 'accent' },
};

/**
 * The payment result pages (SPEC.md 2.6, 4): success (button to the game hall, or straight back to the page the
 * payment started on, SPEC.md 9's payment-success redirect), fail and cancel (button
 * to the deposit page), and pending (a loader, no button) that asks cashier.getdepositinfo until the
 * status settles and then shows the matching result.
 */
export function PaymentResultPage({ outcome }: { outcome: PaymentOutcome }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const { transaction } = useParams();
  const { data: info } = useDepositInfo(transaction, { poll: outcome === 'pending' });

  const settledRoute = outcome === 'pending' && info && info.status !== 'pending' ? RESULT_ROUTE[info.status] : undefined;
  useEffect(() => {
    if (!settledRoute || !transaction) return;
    const target = settledRoute === 'cashier.paycancel' ? path(settledRoute) : path(settledRoute, { params: { transaction } });
    navigate(target, { replace: true });
  }, [navigate, path, settledRoute, transaction]);

  // A payment started over a page (the quick deposit over a game) goes back there, with the news in a toast.
  const dispatch = useDispatch();
  const returned = useRef(false);
  useEffect(() => {
    if (outcome !== 'success' || returned.current) return;
    returned.current = true;
    const back = takeReturnAfterPayment();
    if (!back) return;
    dispatch(showToast({ kind: 'success', messageId: paymentResultMessages.successTitle.id }));
    navigate(back, { replace: true });
  }, [dispatch, navigate, outcome]);

  const amount = info ? formatMoney(info.amount.amount, info.amount.currency) : undefined;
  const { icon, tone } = LOOK[outcome];
  const toDeposit = (
    <ButtonLink to={path('cashier.deposit.index')}>
      <FormattedMessage {...paymentResultMessages.toDeposit} />
    </ButtonLink>
  );

  switch (outcome) {
    case 'success':
      return (
        <SystemPage
          icon={icon}
          tone={tone}
          title={<FormattedMessage {...paymentResultMessages.successTitle} />}
          description={amount ? intl.formatMessage(successAmountMessage, { amount }) : <FormattedMessage {...paymentResultMessages.successText} />}
          link={{ to: path('gamehall.index'), label: <FormattedMessage {...paymentResultMessages.successButton} /> }}
        />
      );
    case 'fail':
      return (
        <SystemPage
          icon={icon}
          tone={tone}
          title={<FormattedMessage {...paymentResultMessages.failTitle} />}
          description={amount ? intl.formatMessage(failAmountMessage, { amount }) : <FormattedMessage {...paymentResultMessages.failText} />}
          action={toDeposit}
        />
      );
    case 'cancel':
      return (
        <SystemPage
          icon={icon}
          tone={tone}
          title={<FormattedMessage {...paymentResultMessages.cancelTitle} />}
          description={<FormattedMessage {...paymentResultMessages.cancelText} />}
          action={toDeposit}
        />
      );
    case 'pending':
      return (
        <SystemPage
          icon={icon}
          tone={tone}
          loading
          title={<FormattedMessage {...paymentResultMessages.pendingTitle} />}
          description={<FormattedMessage {...paymentResultMessages.pendingText} />}
        />
      );
  }
}

export const PaySuccessPage = () => <PaymentResultPage outcome="success" />;
export const PayFailPage = () => <PaymentResultPage outcome="fail" />;
export const PayCancelPage = () => <PaymentResultPage outcome="cancel" />;
export const PayPendingPage = () => <PaymentResultPage outcome="pending" />;
