import { useGetGeneralInfoQuery } from '@casino/api-client';
import { FormSelect } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { authFieldRules } from '../shared/field-rules';
import { signUpMessages } from './sign-up.messages';

/** The account currency, from the currencies the platform offers (general info). */
export function CurrencyField() {
  const intl = useIntl();
  const { data: info } = useGetGeneralInfoQuery();
  const currencies = info?.available_currencies ?? [];
  if (currencies.length === 0) return null;
  return (
    <FormSelect
      name="currency"
      label={intl.formatMessage(signUpMessages.currency)}
      options={currencies.map((code) => ({ value: code, label: code }))}
      validate={authFieldRules.required}
    />
  );
}

/** The currency a form starts with: the platform's default. */
export function useDefaultCurrency(): string | undefined {
  const { data: info } = useGetGeneralInfoQuery();
  return info?.default_currency;
}
