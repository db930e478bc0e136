import { RG_PERIOD_MINUTES, RG_PERIODS, type RgLimitType, type RgPeriod } from '@casino/platform-contract';
import { MAX_AMOUNT } from '@casino/platform-contract/requests';
import { useFormatters } from '@casino/i18n';
import { Button, FormAmountField, FormRadioGroup, FormSubmitError } from '@casino/ui-kit';
import { maxValueRule, minValueRule, sumRule, toFieldMessageValidator } from '@casino/validators';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERIOD_LABELS, type LimitRow } from './limit-values';
import { MinutesField } from './minutes-field';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';
import type { SetLimitOutcome } from './use-set-limit';
import styles from './responsible-game.module.css';

type LimitValues = { period: RgPeriod; amount: string };

export type LimitFormProps = {
  type: RgLimitType;
  title: string;
  currency: string;
  rows: LimitRow[];
  setLimit: (period: RgPeriod, amount: number | null) => Promise<SetLimitOutcome>;
};

const minMinutes = toFieldMessageValidator(minValueRule(1));
const maxMinutes = Object.fromEntries(RG_PERIODS.map((period) => [period, toFieldMessageValidator(maxValueRule(RG_PERIOD_MINUTES[period]))])) as Record<
  RgPeriod,
  ReturnType<typeof toFieldMessageValidator>
>;

/** Sets one period's limit: whole units of the account currency, or whole minutes for session time. */
export function LimitForm({ type, title, currency, rows, setLimit }: LimitFormProps) {
  const intl = useIntl();
  const { formatDateTime } = useFormatters();
  const money = toFieldMessageValidator(sumRule({ min: 1, max: MAX_AMOUNT, currency, locale: intl.locale }));
  const validateAmount = (value: unknown, all?: object) => {
    if (type !== 'session') return money(value);
    const period = (all as Partial<LimitValues> | undefined)?.period ?? 'day';
    return minMinutes(value) ?? maxMinutes[period](value);
  };

  const handleSubmit = async (values: LimitValues, form: FormApi<LimitValues>) => {
    const outcome = await setLimit(values.period, Number(values.amount));
    if (typeof outcome === 'object') {
      const row = rows.find((candidate) => candidate.period === values.period);
      // The platform refuses a further raise while one waits; say when lowering is the only change left.
      if (row && !row.canEdit && row.pending) return { amount: intl.formatMessage(v.raiseWaiting, { date: formatDateTime(row.pending.at) }) };
      return { [FORM_ERROR]: intl.formatMessage(m.failed) };
    }
    // A fresh form for the next change: the emptied field is not an error the player made.
    setTimeout(() => form.restart({ period: values.period, amount: '' }));
    return undefined;
  };

  const periodOptions = RG_PERIODS.map((period) => ({ value: period, label: intl.formatMessage(PERIOD_LABELS[period]) }));

  return (
    <Form<LimitValues> onSubmit={handleSubmit} initialValues={{ period: 'day', amount: '' }} subscription={{ submitting: true, values: true }}>
      {({ handleSubmit: submit, submitting, values }) => {
        const row = rows.find((candidate) => candidate.period === values.period);
        return (
          <form onSubmit={submit} noValidate className={styles.limitForm} aria-label={intl.formatMessage(v.formLabel, { title })}>
            <FormRadioGroup name="period" label={intl.formatMessage(m.period)} options={periodOptions} direction="horizontal" />
            {type === 'session' ? (
              <MinutesField name="amount" label={intl.formatMessage(m.newLimitMinutes)} validate={validateAmount} />
            ) : (
              <FormAmountField name="amount" label={intl.formatMessage(m.newLimit)} currency={currency} validate={validateAmount} />
            )}
            {row && !row.canEdit && row.pending && (
              <p className={styles.muted}>
                <FormattedMessage {...v.raiseWaiting} values={{ date: formatDateTime(row.pending.at) }} />
              </p>
            )}
            <FormSubmitError />
            <div>
              <Button type="submit" variant="secondary" loading={submitting}>
                <FormattedMessage {...m.save} />
              </Button>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
