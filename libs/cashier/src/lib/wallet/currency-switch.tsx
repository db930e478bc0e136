import { isPlatformError, useGetGeneralInfoQuery, useSetCurrencyMutation } from '@casino/api-client';
import { Button, FormSelect, showToast, FormSubmitError } from '@casino/ui-kit';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { walletMessages } from './wallet.messages';
import styles from './currency-switch.module.css';

export type CurrencySwitchProps = { currency: string };

/** The account currency, from the server's available currencies (SPEC.md 3 general info). */
export function CurrencySwitch({ currency }: CurrencySwitchProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { data: info } = useGetGeneralInfoQuery();
  const [setCurrency] = useSetCurrencyMutation();
  const currencies = info?.available_currencies ?? [currency];

  const handleSubmit = async ({ currency: next }: { currency: string }) => {
    if (next === currency) return undefined;
    try {
      await setCurrency({ currency: next }).unwrap();
      dispatch(showToast({ kind: 'success', text: intl.formatMessage(walletMessages.currencyChanged) }));
      return undefined;
    } catch (error) {
      const locked = isPlatformError(error) && error.type === 'InvalidParameterException';
      return { [FORM_ERROR]: intl.formatMessage(locked ? walletMessages.currencyLocked : walletMessages.currencyFailed) };
    }
  };

  // An account refetch must not undo a currency the player picked but has not saved yet.
  return (
    <Form<{ currency: string }> onSubmit={handleSubmit} initialValues={{ currency }} keepDirtyOnReinitialize>
      {({ handleSubmit: submit, submitting, values }) => (
        <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="currency-title">
          <h2 id="currency-title" className={styles.title}>
            <FormattedMessage {...walletMessages.currencyTitle} />
          </h2>
          <FormSelect
            name="currency"
            label={<FormattedMessage {...walletMessages.currency} />}
            hint={<FormattedMessage {...walletMessages.currencyHint} />}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
          <FormSubmitError />
          <Button type="submit" variant="secondary" loading={submitting} disabled={values.currency === currency}>
            <FormattedMessage {...walletMessages.currencySave} />
          </Button>
        </form>
      )}
    </Form>
  );
}
