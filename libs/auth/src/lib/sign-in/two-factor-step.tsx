import { Button, FormTextField, Note } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { authFieldRules } from '../shared/field-rules';
import { codeSentMessage, resendInMessage, twoFactorMessages } from './sign-in.messages';
import { useSecondsLeft } from './use-seconds-left';
import styles from '../shared/auth-form.module.css';

export type TwoFactorStepProps = {
  login: string;
  /** When a new code may be asked for. */
  resendAt: number;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
};

/** Pasted or autofilled text keeps only its digits: "123 456" and "Code: 123456" both become 123456. */
const digitsOnly = (value: string) => (value ?? '').replace(/\D/g, '').slice(0, 6);

/** The code step of a two-factor sign-in: the code field, the resend countdown and a way back. */
export function TwoFactorStep({ login, resendAt, resending, onResend, onBack }: TwoFactorStepProps) {
  const intl = useIntl();
  const secondsLeft = useSecondsLeft(resendAt);
  return (
    <>
      <Note tone="info" role="status">
        <strong>{intl.formatMessage(twoFactorMessages.title)}</strong> {intl.formatMessage(codeSentMessage, { login })}
      </Note>
      <FormTextField
        name="code"
        label={intl.formatMessage(twoFactorMessages.code)}
        hint={intl.formatMessage(twoFactorMessages.codeHint)}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        parse={digitsOnly}
        validate={authFieldRules.code}
      />
      <div className={styles['row']}>
        {secondsLeft > 0 ? (
          <p className={styles['muted']} aria-live="off">
            {intl.formatMessage(resendInMessage, { seconds: secondsLeft })}
          </p>
        ) : (
          <Button variant="secondary" size="sm" loading={resending} onClick={onResend}>
            {intl.formatMessage(twoFactorMessages.resend)}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onBack}>
          {intl.formatMessage(twoFactorMessages.back)}
        </Button>
      </div>
    </>
  );
}
