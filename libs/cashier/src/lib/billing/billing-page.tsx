import { useGetDepositSettingsQuery, useGetOffersQuery, useMakeDepositMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { PaymentMethod, PaymentResult } from '@casino/platform-contract';
import { Button, LoadFailed, useBreakpoint } from '@casino/ui-kit';
import { useCallback, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { draftFromState, forgetDraft, type DepositDraft, type DepositNavigationState } from '../deposit/deposit-draft';
import { DepositFormSkeleton } from '../deposit/deposit-form-skeleton';
import { offerTitle } from '../deposit/deposit-offers-filter';
import { CashierFrame } from '../shared/cashier-frame';
import { PaymentErrorNotice } from '../shared/payment-error-notice';
import { RequisiteFields } from '../shared/requisite-fields';
import { toSubmitErrors } from '../shared/field-errors';
import { usePaymentSubmit } from '../shared/use-payment-submit';
import { billingMessages, payMessage } from './billing.messages';
import { followPayment } from './follow-payment';
import styles from './billing-page.module.css';

type BillingValues = { requisites?: Record<string, string> };

/**
 * An empty window for a payment page, cut from this one at once: the payment provider's page gets no `window.opener`
 * to navigate this tab with (reverse tabnabbing), while this page keeps the handle to point the window at it.
 */
function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}
type DepositRequest = { draft: DepositDraft; requisites: Record<string, string> };

/**
 * /cashier/billing, reached only from a deposit page (the shell's guard and the carried draft): the
 * summary, the method's payment details and the one Pay button, sent with an Idempotency-Key.
 */
export function BillingPage() {
  const location = useLocation();
  const draft = draftFromState(location.state);
  const path = useLocalizedPath();
  if (!draft) return <Navigate to={path('cashier.deposit.index')} replace />;
  return <Billing draft={draft} />;
}

function Billing({ draft }: { draft: DepositDraft }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const mobile = useBreakpoint() === 'mobile';
  const { formatMoney } = useFormatters();
  const settings = useGetDepositSettingsQuery();
  const { data: offers = [] } = useGetOffersQuery();
  const [makeDeposit] = useMakeDepositMutation();
  const [redirecting, setRedirecting] = useState(false);
  const method = settings.data?.methods.find((item) => item.sysname === draft.method);
  const offer = offers.find((item) => String(item.id) === draft.campaign_offer_id);

  const send = useCallback(
    ({ draft: sent, requisites }: DepositRequest, idempotencyKey: string) =>
      makeDeposit({
        idempotencyKey,
        method: sent.method,
        amount: Number(sent.amount),
        campaign_offer_id: sent.campaign_offer_id ? Number(sent.campaign_offer_id) : null,
        requisites,
      }).unwrap(),
    [makeDeposit],
  );
  const payment = usePaymentSubmit<DepositRequest, PaymentResult>(send);

  const backToDeposit = () => {
    const state: DepositNavigationState = { draft };
    navigate(path('cashier-index-deposit-index-sysname', { params: { sysname: draft.method } }), { state });
  };

  const follow = (result: PaymentResult, paymentWindow: Window | null) => {
    // The payment has started: a later visit to the deposit page begins afresh.
    forgetDraft();
    const next = followPayment(result, { mobile, origin: window.location.origin });
    if (next.kind === 'redirect') {
      paymentWindow?.close();
      setRedirecting(true);
      window.location.assign(next.url);
    } else if (next.kind === 'newWindow') {
      if (paymentWindow) paymentWindow.location.replace(next.url);
      else window.open(next.url, '_blank', 'noopener,noreferrer');
      navigate(path('cashier.paynewwindow'), { state: { transaction: next.transaction } });
    } else if (next.kind === 'mobile') {
      paymentWindow?.close();
      navigate(path('cashier.paymobile'), { state: { url: next.url } });
    } else {
      paymentWindow?.close();
      navigate(path('cashier.paypending.transaction', { params: { transaction: next.transaction } }));
    }
  };

  const handleSubmit = async (values: BillingValues) => {
    // A new window must be opened by the click itself, or browsers block it; it is pointed at the payment page once known.
    const paymentWindow = method?.is_new_window && !mobile && !payment.sending ? openBlankWindow() : null;
    const outcome = await payment.submit({ draft, requisites: values.requisites ?? {} });
    if (outcome.ok) {
      follow(outcome.result, paymentWindow);
      return undefined;
    }
    paymentWindow?.close();
    // Server field errors go under their fields; everything typed stays in the form.
    return 'error' in outcome ? toSubmitErrors(outcome.error.fieldErrors) : undefined;
  };

  if (settings.isError) return <Frame><LoadFailed onRetry={() => void settings.refetch()} /></Frame>;
  if (!settings.data) return <Frame><DepositFormSkeleton /></Frame>;
  if (!method) return <Navigate to={path('cashier.deposit.index')} replace />;
  const amount = formatMoney(Number(draft.amount), method.currency);

  return (
    <Frame>
      <div className={styles.layout}>
        <Summary method={method} amount={amount} offer={offer ? offerTitle(offer) : undefined} onChange={backToDeposit} />
        <Form<BillingValues> onSubmit={handleSubmit}>
          {({ handleSubmit: submit }) => (
            <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="billing-details-title">
              {method.fields.length > 0 && (
                <>
                  <h2 id="billing-details-title" className={styles.subtitle}>
                    <FormattedMessage {...billingMessages.details} />
                  </h2>
                  <RequisiteFields method={method.sysname} fields={method.fields} />
                </>
              )}
              {payment.error && (
                <PaymentErrorNotice
                  error={payment.error}
                  currency={method.currency}
                  onLowerAmount={backToDeposit}
                  onOtherMethod={backToDeposit}
                  onRetry={() => void submit()}
                />
              )}
              <Button type="submit" size="lg" block loading={payment.sending || redirecting} disabled={payment.sending || redirecting}>
                {intl.formatMessage(payMessage, { amount })}
              </Button>
              {redirecting && (
                <p role="status" className={styles.status}>
                  <FormattedMessage {...billingMessages.redirecting} />
                </p>
              )}
            </form>
          )}
        </Form>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <CashierFrame title={<FormattedMessage {...billingMessages.title} />}>{children}</CashierFrame>;
}

type SummaryProps = { method: PaymentMethod; amount: string; offer?: string; onChange: () => void };

function Summary({ method, amount, offer, onChange }: SummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="billing-summary-title">
      <div className={styles.summaryHeader}>
        <h2 id="billing-summary-title" className={styles.subtitle}>
          <FormattedMessage {...billingMessages.summary} />
        </h2>
        <Button type="button" variant="ghost" size="sm" iconStart="arrow-left" onClick={onChange}>
          <FormattedMessage {...billingMessages.change} />
        </Button>
      </div>
      <dl className={styles.list}>
        <dt><FormattedMessage {...billingMessages.method} /></dt>
        <dd>{method.name}</dd>
        <dt><FormattedMessage {...billingMessages.amount} /></dt>
        <dd data-testid="billing-amount">{amount}</dd>
        {offer && (
          <>
            <dt><FormattedMessage {...billingMessages.offer} /></dt>
            <dd>{offer}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
