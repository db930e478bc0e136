import { useGetAccountInfoQuery, useGetDepositSettingsQuery, useGetOffersQuery, useMakeDepositMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { isAuthenticated, type PaymentResult } from '@casino/platform-contract';
import { formatLocation, useLocalizedPath } from '@casino/routing';
import { Dialog, LoadFailed, type DialogComponentProps } from '@casino/ui-kit';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { payMessage } from '../billing/billing.messages';
import { openBlankWindow, useFollowPayment } from '../billing/use-follow-payment';
import { rememberDraft, rememberedDraft, startingDraft, type DepositDraft, type DepositNavigationState } from '../deposit/deposit-draft';
import { DepositForm } from '../deposit/deposit-form';
import { DepositFormSkeleton } from '../deposit/deposit-form-skeleton';
import { depositMessages } from '../deposit/deposit.messages';
import { NoMethods } from '../deposit/no-methods';
import { PromoCodeForm } from '../deposit/promo-code-form';
import { PaymentErrorNotice } from '../shared/payment-error-notice';
import { rememberReturnAfterPayment } from '../shared/return-after-payment';
import { usePaymentSubmit } from '../shared/use-payment-submit';

/**
 * The quick deposit (dialog id 'quick-deposit'), over any page, a running game included: method with its logo,
 * amount started at a sensible preset, offers, the promo code, then Pay. A method without payment details pays from
 * here (a tap to open, a tap to pay); one that needs details continues on the billing page. After a successful
 * payment the success page brings the player back to this page (SPEC.md 9's payment-success redirect key).
 */
export function QuickDepositDialog({ close }: DialogComponentProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const settings = useGetDepositSettingsQuery();
  const { data: account } = useGetAccountInfoQuery();
  const { data: offers = [], isLoading: offersLoading } = useGetOffersQuery();
  const [makeDeposit] = useMakeDepositMutation();
  const { follow, redirecting, mobile } = useFollowPayment();
  const send = useCallback(
    (draft: DepositDraft, idempotencyKey: string) =>
      makeDeposit({
        idempotencyKey,
        method: draft.method,
        amount: Number(draft.amount),
        campaign_offer_id: draft.campaign_offer_id ? Number(draft.campaign_offer_id) : null,
        requisites: {},
      }).unwrap(),
    [makeDeposit],
  );
  const payment = usePaymentSubmit<DepositDraft, PaymentResult>(send);
  const methods = settings.data?.methods ?? [];
  const methodOf = (sysname: string) => methods.find((method) => method.sysname === sysname);

  const handlePay = async (draft: DepositDraft) => {
    const method = methodOf(draft.method);
    if (!method) return;
    if (method.fields.length > 0) {
      // Card numbers and bank details are typed on the billing page.
      const state: DepositNavigationState = { draft };
      rememberDraft(draft);
      close();
      navigate(path('cashier.billing'), { state });
      return;
    }
    const paymentWindow = method.is_new_window && !mobile && !payment.sending ? openBlankWindow() : null;
    rememberReturnAfterPayment(formatLocation(location));
    const outcome = await payment.submit(draft);
    if (!outcome.ok) {
      paymentWindow?.close();
      return;
    }
    if (!outcome.result.redirect_url || outcome.result.is_new_window) close();
    follow(outcome.result, paymentWindow);
  };

  const content = () => {
    if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
    if (!settings.data || offersLoading) return <DepositFormSkeleton />;
    if (methods.length === 0) return <NoMethods />;
    // A method without payment details to type pays from here: the fewest taps from a game.
    const initial = startingDraft(settings.data, { carried: rememberedDraft(), payableHere: true });
    const chosen = methodOf(initial.method);
    return (
      <DepositForm
        settings={settings.data}
        offers={offers}
        signedIn={isAuthenticated(account)}
        initial={initial}
        onContinue={handlePay}
        compact
        submitting={payment.sending || redirecting}
        beforeSubmit={
          <>
            <PromoCodeForm />
            {payment.error && chosen && (
              <PaymentErrorNotice error={payment.error} currency={chosen.currency} />
            )}
          </>
        }
        submitLabel={(draft) => {
          const method = methodOf(draft.method);
          const amount = Number(draft.amount);
          if (!method || method.fields.length > 0 || !(amount > 0)) return <FormattedMessage {...depositMessages.continue} />;
          return intl.formatMessage(payMessage, { amount: formatMoney(amount, method.currency) });
        }}
      />
    );
  };

  return <Dialog title={<FormattedMessage {...depositMessages.title} />}>{content()}</Dialog>;
}
