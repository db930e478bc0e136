import { useRestorePasswordMutation } from '@casino/api-client';
import { Button, FormSubmitError, Note } from '@casino/ui-kit';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';

import { LoginField } from '../shared/login-field';
import { serverFieldErrors } from '../shared/server-errors';
import { restoreMessages, restoreSentMessage } from './restore.messages';
import { submitOnce } from '../shared/submit-once';
import styles from '../shared/auth-form.module.css';

type RestoreValues = { login: string };

export type RestoreFormProps = {
  onBack: () => void;
};

/** Password restore (auth.restore): the answer is the same whether or not the login exists. */
export function RestoreForm({ onBack }: RestoreFormProps) {
  const intl = useIntl();
  const [restore] = useRestorePasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async ({ login }: RestoreValues): Promise<SubmissionErrors> => {
    const result = await restore({ login: login.trim() });
    if (result.error === undefined) {
      setSentTo(login.trim());
      return undefined;
    }
    const fields = serverFieldErrors(result.error, ['login']);
    return Object.keys(fields).length ? fields : { [FORM_ERROR]: intl.formatMessage(restoreMessages.failed) };
  };

  return (
    <Form<RestoreValues> onSubmit={handleSubmit}>
      {({ handleSubmit: submit, submitting, form }) => (
        <form noValidate className={styles['form']} onSubmit={submitOnce(form, submit)}>
          <p className={styles['muted']}>{intl.formatMessage(restoreMessages.intro)}</p>
          <LoginField label={intl.formatMessage(restoreMessages.login)} />
          <FormSubmitError />
          {sentTo && (
            <Note tone="success" role="status">
              {intl.formatMessage(restoreSentMessage, { login: sentTo })}
            </Note>
          )}
          <Button type="submit" block loading={submitting}>
            {intl.formatMessage(restoreMessages.submit)}
          </Button>
          <div className={styles['links']}>
            <Button variant="ghost" size="sm" onClick={onBack}>
              {intl.formatMessage(restoreMessages.backToSignIn)}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
