import { useSetLoyaltyCharacterMutation } from '@casino/api-client';
import { Button, FormPasswordField, FormTextField, openDialog, FormSubmitError } from '@casino/ui-kit';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { authFieldRules } from '../shared/field-rules';
import { CharacterField } from './character-field';
import { CurrencyField, useDefaultCurrency } from './currency-field';
import { extrasBody, RegistrationExtras, type ExtrasValues } from './registration-extras';
import type { RegistrationSettings } from './registration-settings';
import { signUpMessages } from './sign-up.messages';
import { useRegisterSubmit } from './use-register-submit';
import { submitOnce } from '../shared/submit-once';
import styles from '../shared/auth-form.module.css';

type FormRegistrationValues = ExtrasValues & { login: string; password: string; currency?: string; character?: string };

export type FormRegistrationProps = {
  settings: RegistrationSettings;
  onRegistered: () => void;
};

/** Sign-up with an email and a password, plus what the CMS flags ask for. */
export function FormRegistration({ settings, onRegistered }: FormRegistrationProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const submitRegister = useRegisterSubmit();
  const [setCharacter] = useSetLoyaltyCharacterMutation();
  const currency = useDefaultCurrency();
  const { flags } = settings;

  const handleSubmit = (values: FormRegistrationValues) =>
    submitRegister(
      {
        type: 'form',
        login: values.login.trim(),
        password: values.password,
        currency: values.currency,
        ...extrasBody(values, flags),
      },
      async () => {
        // The character is a loyalty choice of the new account; failing to set it must not undo the sign-up.
        if (flags.showCharacterSelect && values.character) await setCharacter({ id: values.character });
        if (flags.confirmEmailPopup) dispatch(openDialog({ id: 'confirm-email', type: 'confirm', props: { email: values.login.trim() } }));
        onRegistered();
      },
    );

  // The default currency can arrive after the player started typing: a re-initialised form would wipe the email.
  return (
    <Form<FormRegistrationValues> onSubmit={handleSubmit} initialValues={{ currency }} keepDirtyOnReinitialize>
      {({ handleSubmit: submit, submitting, form }) => (
        <form noValidate className={styles['form']} onSubmit={submitOnce(form, submit)}>
          <FormTextField
            name="login"
            type="email"
            label={intl.formatMessage(signUpMessages.email)}
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            validate={authFieldRules.email}
          />
          <FormPasswordField
            name="password"
            label={intl.formatMessage(signUpMessages.password)}
            hint={intl.formatMessage(signUpMessages.passwordHint)}
            autoComplete="new-password"
            validate={authFieldRules.newPassword}
          />
          <CurrencyField />
          {flags.showCharacterSelect && <CharacterField />}
          <RegistrationExtras flags={flags} termsText={settings.termsText} notifyText={settings.notifyText} />
          <FormSubmitError />
          <Button type="submit" block loading={submitting}>
            {intl.formatMessage(signUpMessages.submit)}
          </Button>
        </form>
      )}
    </Form>
  );
}
