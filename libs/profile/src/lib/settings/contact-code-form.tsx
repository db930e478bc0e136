import { useConfirmContactMutation, useSendConfirmationToContactMutation } from '@casino/api-client';
import { Button, useToast } from '@casino/ui-kit';
import type { FormApi } from 'final-form';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CodeField } from '../shared/code-field';
import { firstFieldError, isTooManyRequests } from '../shared/server-error';
import { profileMessages } from '../shared/profile.messages';
import { contactsMessages as m, resendInMessage } from './contacts.messages';
import { useResendTimer } from './use-resend-timer';
import styles from './contacts.module.css';

type CodeValues = { code: string };

export type ContactCodeFormProps = {
  /** The contact as the platform stores it (an email, or a phone's digits). */
  contact: string;
  /** Seconds to wait before another code may be sent (a code was just sent on adding the contact). */
  resendAfter?: number;
  /** Called once the code is accepted. */
  onConfirmed?: () => void;
};

/** Confirms a contact with the 6-digit code sent to it, or sends a new code. */
export function ContactCodeForm({ contact, resendAfter = 0, onConfirmed }: ContactCodeFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [confirmContact] = useConfirmContactMutation();
  const [sendCode, sending] = useSendConfirmationToContactMutation();
  const timer = useResendTimer();
  const { start } = timer;
  // A code was just sent with the contact: wait as the platform asks before offering another.
  useEffect(() => {
    if (resendAfter > 0) start(resendAfter);
  }, [start, resendAfter]);

  const handleSubmit = async ({ code }: CodeValues, form: FormApi<CodeValues>) => {
    const result = await confirmContact({ contact, code: code.trim() });
    if ('error' in result) {
      return { code: intl.formatMessage(isTooManyRequests(result.error) ? profileMessages.tooManyRequests : profileMessages.smsCodeError) };
    }
    // SPEC.md 4: after a code is accepted, the code is cleared.
    form.restart({ code: '' });
    toast('success', m.confirmedToast);
    onConfirmed?.();
    return undefined;
  };

  const handleSend = async () => {
    const result = await sendCode({ contact });
    if ('error' in result) {
      const wait = /Resend time is (\d+)/.exec(firstFieldError(result.error, ['contact', 'code']) ?? '');
      if (wait) start(Number(wait[1]));
      else toast('error', profileMessages.actionFailed);
      return;
    }
    start(result.data.resend_time ?? 60);
    toast('info', m.codeSentToast);
  };

  return (
    <Form<CodeValues> onSubmit={handleSubmit} initialValues={{ code: '' }} subscription={{ submitting: true }}>
      {({ handleSubmit: submit, submitting }) => (
        <form onSubmit={submit} noValidate className={styles.codeForm}>
          <CodeField label={intl.formatMessage(m.code)} hint={intl.formatMessage(m.codeHint)} />
          <div className={styles.codeActions}>
            <Button type="submit" size="sm" loading={submitting}>
              <FormattedMessage {...m.confirm} />
            </Button>
            <Button variant="ghost" size="sm" onClick={handleSend} loading={sending.isLoading} disabled={timer.secondsLeft > 0}>
              {timer.secondsLeft > 0 ? intl.formatMessage(resendInMessage, { seconds: timer.secondsLeft }) : intl.formatMessage(m.sendCode)}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
