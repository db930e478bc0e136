import { useSetLoyaltyCharacterMutation } from '@casino/api-client';
import { FormPasswordField, FormTextField, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { authFieldRules } from '../shared/field-rules';
import { CharacterField } from './character-field';
import { CurrencyField } from './currency-field';
import { extrasBody } from './registration-extras';
import { RegistrationForm, type RegistrationValues } from './registration-form';
import type { RegistrationSettings } from './registration-settings';
import { signUpMessages } from './sign-up.messages';
import { useRegisterSubmit } from './use-register-submit';

type FormRegistrationValues = RegistrationValues & { login: string; password: string; character?: string };

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

  return (
    <RegistrationForm settings={settings} onSubmit={handleSubmit} submitLabel={intl.formatMessage(signUpMessages.submit)}>
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
    </RegistrationForm>
  );
}
