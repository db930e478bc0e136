import { useMakeWithdrawalMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { PaymentResult, WithdrawSettings } from '@casino/platform-contract';
import { Button, FormAmountField, FormRadioGroup, showToast } from '@casino/ui-kit';
import { useCallback, useRef } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { amountError } from '../deposit/amount-rule';
import { methodRangeMessage } from '../deposit/deposit.messages';
import { toSubmitErrors } from '../shared/field-errors';
import { PaymentErrorNotice } from '../shared/payment-error-notice';
import { RequisiteFields } from '../shared/requisite-fields';
import { usePaymentSubmit } from '../shared/use-payment-submit';
import { withdrawMessages } from './withdraw.messages';
import styles from './withdraw-form.module.css';
import { MethodLabel } from '../shared/method-label';

type WithdrawValues = { method: string; amount: string; requisites?: Record<string, string> };

export type WithdrawFormProps = { settings: WithdrawSettings };

/** Method, amount and payment details of a withdrawal, sent once with an Idempotency-Key. */
export function WithdrawForm({ settings }: WithdrawFormProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { formatMoney } = useFormatters();
  const [makeWithdrawal] = useMakeWithdrawalMutation();
  const amountInput = useRef<HTMLDivElement>(null);
  const methodOf = (sysname: string) => settings.methods.find((method) => method.sysname === sysname);

  const send = useCallback(
    (values: WithdrawValues, idempotencyKey: string) =>
      makeWithdrawal({ idempotencyKey, method: values.method, amount: Number(values.amount), requisites: values.requisites ?? {} }).unwrap(),
    [makeWithdrawal],
  );
  const payment = usePaymentSubmit<WithdrawValues, PaymentResult>(send);

  const validateValues = (values: WithdrawValues) => {
    const method = methodOf(values.method);
    const amount = method && amountError(values.amount, method, intl.locale);
    return amount ? { amount } : {};
  };

  const handleSubmit = async (values: WithdrawValues, form: FormApi<WithdrawValues>) => {
    const method = methodOf(values.method);
    // Only the chosen method's details are sent.
    const requisites = Object.fromEntries(
      Object.entries(values.requisites ?? {}).filter(([name]) => method?.fields.some((field) => field.name === name)),
    );
    const outcome = await payment.submit({ ...values, requisites });
    if (outcome.ok) {
      dispatch(showToast({ kind: 'success', text: intl.formatMessage(withdrawMessages.created) }));
      // A new request starts from an empty amount; the method and details stay for the next one.
      setTimeout(() => form.restart({ ...values, amount: '' }));
      return undefined;
    }
    return 'error' in outcome ? toSubmitErrors(outcome.error.fieldErrors) : undefined;
  };

  const focusAmount = () => amountInput.current?.querySelector('input')?.focus();

  return (
    <Form<WithdrawValues> onSubmit={handleSubmit} initialValues={{ method: settings.methods[0]?.sysname ?? '', amount: '' }} validate={validateValues}>
      {({ handleSubmit: submit, values }) => {
        const method = methodOf(values.method);
        return (
          <form onSubmit={submit} noValidate className={styles.form}>
            <FormRadioGroup
              name="method"
              label={<FormattedMessage {...withdrawMessages.methods} />}
              options={settings.methods.map((item) => ({
                value: item.sysname,
                label: <MethodLabel method={item} />,
                description: intl.formatMessage(methodRangeMessage, {
                  min: formatMoney(item.min_amount, item.currency),
                  max: formatMoney(item.max_amount, item.currency),
                }),
              }))}
            />
            {method && (
              <>
                <div ref={amountInput}>
                  <FormAmountField
                    name="amount"
                    label={<FormattedMessage {...withdrawMessages.amount} />}
                    currency={method.currency}
                    hint={intl.formatMessage(methodRangeMessage, {
                      min: formatMoney(method.min_amount, method.currency),
                      max: formatMoney(method.max_amount, method.currency),
                    })}
                  />
                </div>
                <RequisiteFields key={method.sysname} method={method.sysname} fields={method.fields} />
              </>
            )}
            {payment.error && (
              <PaymentErrorNotice error={payment.error} currency={settings.currency} onLowerAmount={focusAmount} onRetry={() => void submit()} />
            )}
            <Button type="submit" size="lg" block loading={payment.sending} disabled={!method || payment.sending}>
              <FormattedMessage {...withdrawMessages.submit} />
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
