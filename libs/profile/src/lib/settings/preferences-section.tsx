import { useGetGeneralInfoQuery, useSetCurrencyMutation } from '@casino/api-client';
import { LOCALE_INFOS, usePageLocale } from '@casino/i18n';
import { isLocale } from '@casino/platform-contract';
import { useChangeLocale } from '@casino/session';
import { Button, Card, Select, useToast } from '@casino/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { profileMessages } from '../shared/profile.messages';
import { firstFieldError } from '../shared/server-error';
import { settingsMessages as m } from './settings.messages';
import styles from './settings.module.css';

export type PreferencesSectionProps = { currency: string };

/**
 * The site language (SPEC.md 4 locale change: the shell updates the account and refetches) and the
 * account currency, offered only where the platform has more than one and only until the first payment.
 */
export function PreferencesSection({ currency }: PreferencesSectionProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const changeLocale = useChangeLocale();
  const pageLocale = usePageLocale();
  const { data: generalInfo } = useGetGeneralInfoQuery();
  const [setCurrency, currencyState] = useSetCurrencyMutation();
  const [chosenCurrency, setChosenCurrency] = useState(currency);
  const [currencyError, setCurrencyError] = useState<string | null>(null);

  const available = generalInfo?.available_locales;
  const locales = LOCALE_INFOS.filter((locale) => !available?.length || available.includes(locale.code));
  const currencies = generalInfo?.available_currencies ?? [];

  const handleLocale = (code: string) => {
    if (!isLocale(code) || code === pageLocale) return;
    navigate(changeLocale(code, `${location.pathname}${location.search}${location.hash}`));
  };

  const handleCurrency = async () => {
    setCurrencyError(null);
    const result = await setCurrency({ currency: chosenCurrency });
    if ('error' in result) {
      const serverText = firstFieldError(result.error, ['currency']);
      setCurrencyError(intl.formatMessage(serverText && /first payment/i.test(serverText) ? m.currencyLocked : profileMessages.actionFailed));
      return;
    }
    toast('success', m.currencySaved);
  };

  return (
    <Card title={<FormattedMessage {...m.preferencesTitle} />} headingLevel={2}>
      <div className={styles.grid}>
        <Select
          label={intl.formatMessage(m.language)}
          value={pageLocale}
          onChange={handleLocale}
          options={locales.map((locale) => ({ value: locale.code, label: locale.name }))}
        />
        {currencies.length > 1 && (
          <div className={styles.inline}>
            <Select
              label={intl.formatMessage(m.currency)}
              hint={intl.formatMessage(m.currencyHint)}
              error={currencyError ?? undefined}
              value={chosenCurrency}
              onChange={(value) => {
                setChosenCurrency(value);
                setCurrencyError(null);
              }}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
            <Button variant="secondary" onClick={handleCurrency} loading={currencyState.isLoading} disabled={chosenCurrency === currency}>
              <FormattedMessage {...m.currencySave} />
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
