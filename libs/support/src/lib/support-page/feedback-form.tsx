import { isPlatformError, fieldError, useGetAccountInfoQuery, useSendFeedbackMutation } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { Button, FormSubmitError, FormTextArea, FormTextField, Icon } from '@casino/ui-kit';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { feedbackCounterMessage, feedbackMessages as m, feedbackSentMessage } from './feedback.messages';
import { FEEDBACK_SUBJECT_MAX, FEEDBACK_TEXT_MAX, feedbackRules } from './feedback-rules';
import styles from './feedback-form.module.css';

export type FeedbackValues = { email?: string; name?: string; subject?: string; text?: string };

const FIELDS = ['email', 'name', 'subject', 'text'] as const;

/** A confirmation that takes the focus, so keyboard and screen-reader users hear that the message went out. */
function FeedbackSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={styles['sent']}>
      <span className={styles['sentIcon']}>
        <Icon name="check-circle" size="lg" />
      </span>
      <h3 className={styles['sentTitle']}>{intl.formatMessage(m.sentTitle)}</h3>
      <p className={styles['sentText']}>{intl.formatMessage(feedbackSentMessage, { email })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {intl.formatMessage(m.another)}
      </Button>
    </div>
  );
}

/**
 * The feedback form of /support (Support.sendFeedback). A failed send keeps everything typed and says what to do;
 * a successful one shows a confirmation with the address the answer goes to.
 */
export function FeedbackForm() {
  const intl = useIntl();
  const [sendFeedback] = useSendFeedbackMutation();
  const { data: account } = useGetAccountInfoQuery();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A signed-in player whose login is an email does not have to type it again.
  const login = account && isAuthenticated(account) ? account.login : undefined;
  const initialValues = useMemo<FeedbackValues>(() => (login?.includes('@') ? { email: login } : {}), [login]);

  const handleSubmit = async (values: FeedbackValues): Promise<SubmissionErrors | undefined> => {
    const email = (values.email ?? '').trim();
    const result = await sendFeedback({ email, name: values.name?.trim() || undefined, subject: values.subject?.trim() || undefined, text: (values.text ?? '').trim() });
    if ('error' in result) {
      const error = isPlatformError(result.error) ? result.error : undefined;
      const fields = Object.fromEntries(FIELDS.flatMap((field) => (fieldError(error, field) ? [[field, fieldError(error, field)]] : [])));
      const form = intl.formatMessage(error?.type === 'TooManyRequestsException' ? m.tooManyRequests : m.failed);
      return { ...fields, [FORM_ERROR]: form };
    }
    setSentTo(email);
    return undefined;
  };

  if (sentTo !== null) return <FeedbackSent email={sentTo} onAnother={() => setSentTo(null)} />;

  // The account can arrive after the visitor started typing: keep the message and email they typed.
  return (
    <Form<FeedbackValues> onSubmit={handleSubmit} initialValues={initialValues} keepDirtyOnReinitialize subscription={{ submitting: true }}>
      {({ handleSubmit: submit, submitting }) => (
        <form onSubmit={submit} noValidate className={styles['form']} aria-labelledby="support-feedback-title">
          <div className={styles['row']}>
            <FormTextField name="email" type="email" autoComplete="email" label={intl.formatMessage(m.email)} hint={intl.formatMessage(m.emailHint)} validate={feedbackRules.email} />
            <FormTextField name="name" autoComplete="name" optional label={intl.formatMessage(m.name)} validate={feedbackRules.name} />
          </div>
          <FormTextField name="subject" optional maxLength={FEEDBACK_SUBJECT_MAX} label={intl.formatMessage(m.subject)} validate={feedbackRules.subject} />
          <FormTextArea
            name="text"
            label={intl.formatMessage(m.text)}
            maxLength={FEEDBACK_TEXT_MAX}
            validate={feedbackRules.text}
            hint={(value) => intl.formatMessage(feedbackCounterMessage, { count: value.length, max: FEEDBACK_TEXT_MAX })}
          />
          <FormSubmitError />
          <div>
            <Button type="submit" loading={submitting} iconStart="mail">
              {intl.formatMessage(m.submit)}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
