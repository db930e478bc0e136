import { useSetRealityCheckMutation } from '@casino/api-client';
import { REALITY_CHECK_MINUTES } from '@casino/platform-contract';
import { Button, Card, useToast, FormSubmitError } from '@casino/ui-kit';
import { maxValueRule, minValueRule, toFieldMessageValidator } from '@casino/validators';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MinutesField } from './minutes-field';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';
import styles from './responsible-game.module.css';

type RealityValues = { interval: string };

const atLeast = toFieldMessageValidator(minValueRule(REALITY_CHECK_MINUTES.min));
const atMost = toFieldMessageValidator(maxValueRule(REALITY_CHECK_MINUTES.max));
const validateInterval = (value: unknown) => atLeast(value) ?? atMost(value);

export type RealityCheckCardProps = { intervalMinutes: number | null };

/** responsibleGaming.setRealityCheck: the minutes between reminders over a running game, kept by the platform for every device. */
export function RealityCheckCard({ intervalMinutes }: RealityCheckCardProps) {
  const intl = useIntl();
  const toast = useToast();
  const [save, { isLoading }] = useSetRealityCheckMutation();

  const store = async (minutes: number | null) => {
    const result = await save({ interval_minutes: minutes });
    if (result.error !== undefined) return { [FORM_ERROR]: intl.formatMessage(m.failed) };
    toast('success', m.realitySaved);
    return undefined;
  };

  return (
    <Card title={<FormattedMessage {...m.realityTitle} />} headingLevel={2}>
      <p className={styles.text}>
        <FormattedMessage {...m.realityText} />
      </p>
      <p className={styles.current} data-testid="rg-reality-current">
        {intervalMinutes === null ? <FormattedMessage {...m.realityIsOff} /> : <FormattedMessage {...v.realityEvery} values={{ minutes: intervalMinutes }} />}
      </p>
      <Form<RealityValues>
        onSubmit={(values) => store(Number(values.interval))}
        initialValues={{ interval: intervalMinutes === null ? '' : String(intervalMinutes) }}
        // The platform's value may land while the player types (a refetch, another device): what is typed stays.
        keepDirtyOnReinitialize
        subscription={{ submitting: true }}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.limitForm} aria-label={intl.formatMessage(m.realityTitle)}>
            <MinutesField name="interval" label={intl.formatMessage(m.realityInterval)} validate={validateInterval} />
            <FormSubmitError />
            <div className={styles.buttons}>
              <Button type="submit" variant="secondary" loading={submitting}>
                <FormattedMessage {...m.realitySave} />
              </Button>
              {intervalMinutes !== null && (
                <Button variant="ghost" disabled={isLoading} onClick={() => void store(null)}>
                  <FormattedMessage {...m.realityOff} />
                </Button>
              )}
            </div>
          </form>
        )}
      </Form>
    </Card>
  );
}
