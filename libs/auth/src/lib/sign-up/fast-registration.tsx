import type { FastRegisterArgs } from '@casino/api-client';
import { useIntl } from 'react-intl';
import { CurrencyField } from './currency-field';
import { extrasBody } from './registration-extras';
import { RegistrationForm, type RegistrationValues } from './registration-form';
import type { RegistrationSettings } from './registration-settings';
import { signUpMessages } from './sign-up.messages';
import { useRegisterSubmit } from './use-register-submit';
import styles from '../shared/auth-form.module.css';

/** The fast sign-up body: the platform makes up the login and password. */
const fastRegisterArgs = (fields: { currency?: string } & ReturnType<typeof extrasBody>): FastRegisterArgs => ({
  type: 'fast',
  ...fields,
});

export type FastRegistrationProps = {
  settings: RegistrationSettings;
  onRegistered: () => void;
};

/** One-click sign-up: a currency and what the CMS flags ask for. */
export function FastRegistration({ settings, onRegistered }: FastRegistrationProps) {
  const intl = useIntl();
  const submitRegister = useRegisterSubmit();

  const handleSubmit = (values: RegistrationValues) =>
    submitRegister(fastRegisterArgs({ currency: values.currency, ...extrasBody(values, settings.flags) }), onRegistered);

  return (
    <RegistrationForm settings={settings} onSubmit={handleSubmit} submitLabel={intl.formatMessage(signUpMessages.fastSubmit)}>
      <p className={styles['muted']}>{intl.formatMessage(signUpMessages.fastIntro)}</p>
      <CurrencyField />
    </RegistrationForm>
  );
}
