import { useCreateGameHistoryExportRequestMutation } from '@casino/api-client';
import { dateRule, toFieldMessageValidator } from '@casino/validators';
import { Button, Card, FormDateField, useToast, FormSubmitError } from '@casino/ui-kit';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { dottedToIso } from '../settings/profile-form-values';
import { profileMessages } from '../shared/profile.messages';
import { betsMessages as m } from './bets.messages';
import styles from './bets.module.css';

type ExportValues = { date_from?: string; date_to?: string };

const today = () => new Date().toISOString().slice(0, 10);
const checkDate = (value: unknown) => (value ? toFieldMessageValidator(dateRule({ min: '2000-01-01', max: today() }))(value) : undefined);

/** Asks for a CSV of the bets of a period (games.createhistoryexportrequest); both dates may stay empty. */
export function ExportRequestForm() {
  const intl = useIntl();
  const toast = useToast();
  const [createExport] = useCreateGameHistoryExportRequestMutation();

  const validate = (values: ExportValues) =>
    values.date_from && values.date_to && !checkDate(values.date_from) && !checkDate(values.date_to) && dottedToIso(values.date_to) < dottedToIso(values.date_from)
      ? { date_to: intl.formatMessage(m.dateOrder) }
      : {};

  const handleSubmit = async (values: ExportValues, form: FormApi<ExportValues>) => {
    const result = await createExport({
      date_from: values.date_from ? dottedToIso(values.date_from) : undefined,
      date_to: values.date_to ? dottedToIso(values.date_to) : undefined,
    });
    if ('error' in result) return { [FORM_ERROR]: intl.formatMessage(profileMessages.actionFailed) };
    setTimeout(() => form.restart());
    toast('success', m.requested);
    return undefined;
  };

  return (
    <Card title={<FormattedMessage {...m.requestTitle} />} subtitle={<FormattedMessage {...m.periodHint} />} headingLevel={2}>
      <Form<ExportValues> onSubmit={handleSubmit} validate={validate} subscription={{ submitting: true }}>
        {({ handleSubmit: submit, submitting }) => (
          <form onSubmit={submit} noValidate className={styles.exportForm} aria-label={intl.formatMessage(m.requestTitle)}>
            <FormDateField name="date_from" label={intl.formatMessage(m.dateFrom)} validate={checkDate} optional />
            <FormDateField name="date_to" label={intl.formatMessage(m.dateTo)} validate={checkDate} optional />
            <Button type="submit" loading={submitting}>
              <FormattedMessage {...m.request} />
            </Button>
            <FormSubmitError />
          </form>
        )}
      </Form>
    </Card>
  );
}
