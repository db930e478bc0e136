import { useChangeTwoFactorAuthMutation, useConfirmTwoFactorAuthMutation } from '@casino/api-client';
import type { AccountInfo } from '@casino/platform-contract';
import { Badge, Button, Card, ErrorNote, useToast } from '@casino/ui-kit';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CodeField } from '../shared/code-field';
import { profileMessages } from '../shared/profile.messages';
import { firstFieldError } from '../shared/server-error';
import { useResendTimer } from '../settings/use-resend-timer';
import { codeSentMessage, resendWaitMessage, securityMessages as m } from './security.messages';
import { twoFactorProblem } from './two-factor-error';
import styles from './security.module.css';

type CodeValues = { code: string };

export type TwoFactorSectionProps = { account: Pick<AccountInfo, 'two_factor_auth' | 'login'> };

/**
 * Two-factor authentication on or off (account.changeTwoFactorAuth sends a code, confirmTwoFactorAuth
 * switches). The switch waits for the code: until then the state shown is the account's.
 */
export function TwoFactorSection({ account }: TwoFactorSectionProps) {
  const intl = useIntl();
  const toast = useToast();
  const [requestSwitch, switchState] = useChangeTwoFactorAuthMutation();
  const [confirmSwitch] = useConfirmTwoFactorAuthMutation();
  const timer = useResendTimer();
  // Set once a code is on its way: whether confirming it turns two-factor on (true) or off (false).
  const [pending, setPending] = useState<boolean | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const enabled = account.two_factor_auth;

  const handleRequest = async () => {
    setRequestError(null);
    const result = await requestSwitch();
    if ('error' in result) {
      const problem = twoFactorProblem(firstFieldError(result.error, ['code', 'two_factor_auth']));
      if (problem && 'resendIn' in problem) {
        // A code was sent moments ago: it is still valid, so ask for it.
        timer.start(problem.resendIn);
        setPending(!enabled);
        return;
      }
      setRequestError(intl.formatMessage(problem && 'message' in problem ? m[problem.message] : profileMessages.actionFailed));
      return;
    }
    timer.start(result.data.resend_time ?? 60);
    setPending(result.data.enable);
  };

  const handleConfirm = async ({ code }: CodeValues) => {
    const result = await confirmSwitch({ code: code.trim() });
    if ('error' in result) {
      const problem = twoFactorProblem(firstFieldError(result.error, ['code', 'two_factor_auth']));
      return { code: intl.formatMessage(m[problem && 'message' in problem ? problem.message : 'codeInvalid']) };
    }
    setPending(null);
    toast('success', result.data.two_factor_auth ? m.enabled : m.disabled);
    return undefined;
  };

  return (
    <Card
      title={<FormattedMessage {...m.twoFactorTitle} />}
      subtitle={<FormattedMessage {...m.twoFactorIntro} />}
      headingLevel={2}
      aside={
        <Badge tone={enabled ? 'success' : 'neutral'} icon={enabled ? 'shield' : 'lock'}>
          <span data-testid="two-factor-state">
            <FormattedMessage {...(enabled ? m.twoFactorOn : m.twoFactorOff)} />
          </span>
        </Badge>
      }
    >
      {pending === null ? (
        <div className={styles.actions}>
          {requestError && (
            <ErrorNote>{requestError}</ErrorNote>
          )}
          <Button variant={enabled ? 'secondary' : 'primary'} onClick={handleRequest} loading={switchState.isLoading}>
            <FormattedMessage {...(enabled ? m.disable : m.enable)} />
          </Button>
        </div>
      ) : (
        <Form<CodeValues> onSubmit={handleConfirm} initialValues={{ code: '' }} subscription={{ submitting: true }}>
          {({ handleSubmit: submit, submitting }) => (
            <form onSubmit={submit} noValidate className={styles.form} aria-label={intl.formatMessage(m.twoFactorTitle)}>
              <p className={styles.note} role="status">
                {intl.formatMessage(codeSentMessage, { login: account.login ?? '' })}
              </p>
              <CodeField label={intl.formatMessage(m.code)} />
              <div className={styles.actions}>
                <Button variant="ghost" onClick={() => setPending(null)} disabled={submitting}>
                  <FormattedMessage {...m.cancel} />
                </Button>
                <Button variant="ghost" onClick={handleRequest} loading={switchState.isLoading} disabled={timer.secondsLeft > 0 || submitting}>
                  {timer.secondsLeft > 0 ? intl.formatMessage(resendWaitMessage, { seconds: timer.secondsLeft }) : intl.formatMessage(m.resend)}
                </Button>
                <Button type="submit" loading={submitting}>
                  <FormattedMessage {...(pending ? m.confirmEnable : m.confirmDisable)} />
                </Button>
              </div>
            </form>
          )}
        </Form>
      )}
    </Card>
  );
}
