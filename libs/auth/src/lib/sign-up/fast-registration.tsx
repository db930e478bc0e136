import type { FastRegisterArgs } from '@casino/api-client';
import { Button, FormSubmitError } from '@casino/ui-kit';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { CurrencyField, useDefaultCurrency } from './currency-field';
import { extrasBody, RegistrationExtras, type ExtrasValues } from './registration-extras';
import type { RegistrationSettings } from './registration-settings';
import { signUpMessages } from './sign-up.messages';
import { useRegisterSubmit } from './use-register-submit';
import { submitOnce } from '../shared/submit-once';
import styles from '../shared/auth-form.module.css';

type FastRegistrationValues = ExtrasValues & { currency?: string };

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
  const currency = useDefaultCurrency();
  const { flags } = settings;

  const handleSubmit = (values: FastRegistrationValues) =>
    submitRegister(fastRegisterArgs({ currency: values.currency, ...extrasBody(values, flags) }), onRegistered);

  // The default currency can arrive after the player chose one: keep their choice.
  return (
    <Form<FastRegistrationValues> onSubmit={handleSubmit} initialValues={{ currency }} keepDirtyOnReinitialize>
      {({ handleSubmit: submit, submitting, form }) => (
        <form noValidate className={styles['form']} onSubmit={submitOnce(form, submit)}>
          <p className={styles['muted']}>{intl.formatMessage(signUpMessages.fastIntro)}</p>
          <CurrencyField />
          <RegistrationExtras flags={flags} termsText={settings.termsText} notifyText={settings.notifyText} />
          <FormSubmitError />
          <Button type="submit" block loading={submitting}>
            {intl.formatMessage(signUpMessages.fastSubmit)}
          </Button>
        </form>
      )}
    </Form>
  );
}
