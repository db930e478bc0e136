import { useGetDepositSettingsQuery, useGetOffersQuery, useMakeDepositMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { PaymentResult } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { Button, DeclarePrimaryAction, LoadFailed } from '@casino/ui-kit';
import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { type DepositDraft, type DepositNavigationState } from '../deposit/deposit-draft';
import { DepositFormSkeleton } from '../deposit/deposit-form-skeleton';
import { offerTitle } from '../deposit/deposit-offers-filter';
import { PaymentErrorNotice } from '../shared/payment-error-notice';
import { RequisiteFields } from '../shared/requisite-fields';
import { toSubmitErrors } from '../shared/field-errors';
import { usePaymentSubmit } from '../shared/use-payment-submit';
import { BillingFrame } from './billing-frame';
import { BillingSummary } from './billing-summary';
import { billingMessages, payMessage } from './billing.messages';
import { openBlankWindow, useFollowPayment } from './use-follow-payment';
import styles from './billing-page.module.css';

type BillingValues = { requisites?: Record<string, string> };
type DepositRequest = { draft: DepositDraft; requisites: Record<string, string> };

export type BillingProps = { draft: DepositDraft };

/** The billing page's content for a draft: the summary, the method's payment details and Pay. */
export function Billing({ draft }: BillingProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const settings = useGetDepositSettingsQuery();
  const { data: offers = [] } = useGetOffersQuery();
  const [makeDeposit] = useMakeDepositMutation();
  const { follow, redirecting, mobile } = useFollowPayment();
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

  if (settings.isError)
    return (
      <BillingFrame>
        <LoadFailed onRetry={() => void settings.refetch()} />
      </BillingFrame>
    );
  if (!settings.data)
    return (
      <BillingFrame>
        <DepositFormSkeleton />
      </BillingFrame>
    );
  if (!method) return <Navigate to={path('cashier.deposit.index')} replace />;
  const amount = formatMoney(Number(draft.amount), method.currency);

  return (
    <BillingFrame>
      <div className={styles.layout}>
        <BillingSummary method={method} amount={amount} offer={offer ? offerTitle(offer) : undefined} onChange={backToDeposit} />
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
              <DeclarePrimaryAction
                label={intl.formatMessage(payMessage, { amount })}
                onTrigger={() => void submit()}
                busy={payment.sending || redirecting}
              >
                <Button type="submit" size="lg" block loading={payment.sending || redirecting} disabled={payment.sending || redirecting}>
                  {intl.formatMessage(payMessage, { amount })}
                </Button>
              </DeclarePrimaryAction>
              {redirecting && (
                <p role="status" className={styles.status}>
                  <FormattedMessage {...billingMessages.redirecting} />
                </p>
              )}
            </form>
          )}
        </Form>
      </div>
    </BillingFrame>
  );
}
