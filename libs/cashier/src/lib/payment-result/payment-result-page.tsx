import { useFormatters } from '@casino/i18n';
import { showToast, SystemPage, type SystemPageProps } from '@casino/ui-kit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useIntl, type MessageDescriptor } from 'react-intl';
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

const m = paymentResultMessages;

type OutcomePage = Pick<SystemPageProps, 'icon' | 'tone'> & {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The text once the deposit's info has come (success and fail name the amount). */
  amountText?: typeof successAmountMessage;
};

/** What each outcome's page shows. */
const PAGES: Record<PaymentOutcome, OutcomePage> = {
  success: { icon: 'check-circle', tone: 'success', title: m.successTitle, text: m.successText, amountText: successAmountMessage },
  fail: { icon: 'error-circle', tone: 'danger', title: m.failTitle, text: m.failText, amountText: failAmountMessage },
  cancel: { icon: 'close', tone: 'info', title: m.cancelTitle, text: m.cancelText },
  pending: { icon: 'hourglass', tone: 'accent', title: m.pendingTitle, text: m.pendingText },
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
    dispatch(showToast({ kind: 'success', messageId: m.successTitle.id }));
    navigate(back, { replace: true });
  }, [dispatch, navigate, outcome]);

  const amount = info ? formatMoney(info.amount.amount, info.amount.currency) : undefined;
  const { icon, tone, title, text, amountText } = PAGES[outcome];
  const toDeposit = { link: { to: path('cashier.deposit.index'), label: m.toDeposit } };
  // The one button: to the game hall after a success, to the deposit page after a fail or a cancel, none while pending.
  const button: Pick<SystemPageProps, 'link' | 'action'> = {
    success: { link: { to: path('gamehall.index'), label: m.successButton } },
    fail: toDeposit,
    cancel: toDeposit,
    pending: {},
  }[outcome];

  return (
    <SystemPage
      icon={icon}
      tone={tone}
      loading={outcome === 'pending'}
      title={title}
      description={amountText && amount ? intl.formatMessage(amountText, { amount }) : text}
      {...button}
    />
  );
}

export const PaySuccessPage = () => <PaymentResultPage outcome="success" />;
export const PayFailPage = () => <PaymentResultPage outcome="fail" />;
export const PayCancelPage = () => <PaymentResultPage outcome="cancel" />;
export const PayPendingPage = () => <PaymentResultPage outcome="pending" />;
