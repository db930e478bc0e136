import { useChangeFakenameMutation } from '@casino/api-client';
import { fakenameRule, toFieldMessageValidator } from '@casino/validators';
import { Button, Card, FormTextField, useToast, FormSubmitError } from '@casino/ui-kit';
import type { FormApi } from 'final-form';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { profileMessages } from '../shared/profile.messages';
import { firstFieldError } from '../shared/server-error';
import { settingsMessages as m } from './settings.messages';
import styles from './settings.module.css';

const validateFakename = toFieldMessageValidator(fakenameRule);

type FakenameValues = { fakename: string };

export type FakenameFormProps = { fakename: string | null };

/** The nickname other players see (account.changefakename), with the fake name rule of SPEC.md 5. */
export function FakenameForm({ fakename }: FakenameFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [changeFakename] = useChangeFakenameMutation();

  const handleSubmit = async (values: FakenameValues, form: FormApi<FakenameValues>) => {
    const result = await changeFakename({ fakename: values.fakename.trim() });
    if ('error' in result) {
      const serverText = firstFieldError(result.error, ['fakename']);
      return serverText ? { fakename: serverText } : { [FORM_ERROR]: intl.formatMessage(profileMessages.actionFailed) };
    }
    form.initialize({ fakename: values.fakename.trim() });
    toast('success', m.fakenameSaved);
    return undefined;
  };

  return (
    <Card title={<FormattedMessage {...m.fakenameTitle} />} subtitle={<FormattedMessage {...m.fakenameIntro} />} headingLevel={2}>
      {/* A profile refetch while the player edits must not wipe their unsaved name. */}
      <Form<FakenameValues> onSubmit={handleSubmit} initialValues={{ fakename: fakename ?? '' }} keepDirtyOnReinitialize subscription={{ submitting: true, pristine: true }}>
        {({ handleSubmit: submit, submitting, pristine }) => (
          <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.fakenameTitle)} className={styles.inline}>
            <FormTextField name="fakename" label={intl.formatMessage(m.fakename)} validate={validateFakename} autoComplete="nickname" />
            <Button type="submit" variant="secondary" loading={submitting} disabled={pristine}>
              <FormattedMessage {...m.fakenameSave} />
            </Button>
            <FormSubmitError />
          </form>
        )}
      </Form>
    </Card>
  );
}
