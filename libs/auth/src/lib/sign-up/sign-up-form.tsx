import { Loader, Tabs } from '@casino/ui-kit';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SocialSignIn } from '../social/social-sign-in';
import { FastRegistration } from './fast-registration';
import { FormRegistration } from './form-registration';
import { useRegistrationSettings, type RegistrationType } from './registration-settings';
import { signUpMessages } from './sign-up.messages';
import styles from '../shared/auth-form.module.css';

export type SignUpFormProps = {
  /** `registered` is false after a social sign-in of an existing player. */
  onSuccess: (options: { registered: boolean }) => void;
  /** A link or button to the sign-in form. */
  footer?: ReactNode;
};

const TYPE_LABELS = { form: signUpMessages.typeForm, fast: signUpMessages.typeFast, social: signUpMessages.typeSocial };

/** Sign-up with each registration type the CMS offers (form, fast, social), one tab per type. */
export function SignUpForm({ onSuccess, footer }: SignUpFormProps) {
  const intl = useIntl();
  const settings = useRegistrationSettings();
  const [chosen, setChosen] = useState<RegistrationType | null>(null);
  if (settings.isLoading) return <Loader centered />;

  const registered = () => onSuccess({ registered: true });
  const panels: Record<RegistrationType, ReactNode> = {
    form: <FormRegistration settings={settings} onRegistered={registered} />,
    fast: <FastRegistration settings={settings} onRegistered={registered} />,
    social: (
      <div className={styles['form']}>
        <p className={styles['muted']}>{intl.formatMessage(signUpMessages.socialIntro)}</p>
        <SocialSignIn typeAuth="register" onSuccess={registered} />
      </div>
    ),
  };
  const type = chosen && settings.types.includes(chosen) ? chosen : settings.defaultType;

  return (
    <div className={styles['form']}>
      {settings.types.length > 1 ? (
        <Tabs
          label={intl.formatMessage(signUpMessages.typesLabel)}
          value={type}
          onChange={(value) => setChosen(value as RegistrationType)}
          items={settings.types.map((item) => ({ value: item, label: intl.formatMessage(TYPE_LABELS[item]), panel: panels[item] }))}
        />
      ) : (
        panels[type]
      )}
      {footer && <div className={styles['links']}>{footer}</div>}
    </div>
  );
}
