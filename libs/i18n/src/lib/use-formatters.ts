import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount, formatDate, formatDateTime, formatMoney, formatTime, type AmountInput } from './formatters';

export type Formatters = {
  formatAmount: (value: AmountInput) => string;
  formatMoney: (value: AmountInput, currency: string) => string;
  formatDate: typeof formatDate;
  formatTime: typeof formatTime;
  formatDateTime: typeof formatDateTime;
};

/** The formatters bound to the locale of the surrounding IntlProvider / I18nProvider. */
export function useFormatters(): Formatters {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      formatAmount: (value) => formatAmount(value, locale),
      formatMoney: (value, currency) => formatMoney(value, currency, locale),
      formatDate,
      formatTime,
      formatDateTime,
    }),
    [locale],
  );
}
