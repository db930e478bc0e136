import type { RgExclusionType } from '@casino/platform-contract';
import { Button, Card, FormRadioGroup, openDialog } from '@casino/ui-kit';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { DURATION_LABELS, EXCLUSION_DIALOG_ID, EXCLUSION_DURATIONS, type ExclusionDialogProps, type ExclusionDuration } from './exclusion-durations';
import { responsibleGameMessages as m } from './responsible-game.messages';
import styles from './responsible-game.module.css';

const TEXTS = {
  time_out: { title: m.timeOutTitle, text: m.timeOutText, start: m.startTimeOut },
  self_exclusion: { title: m.selfExclusionTitle, text: m.selfExclusionText, start: m.startSelfExclusion },
} as const;

export type ExclusionCardProps = { kind: RgExclusionType };

/** A time-out (24 hours to 30 days) or a self-exclusion (6 months to 5 years): the player picks how long, then confirms. */
export function ExclusionCard({ kind }: ExclusionCardProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const durations = EXCLUSION_DURATIONS[kind];
  const options = durations.map((duration) => ({ value: duration, label: intl.formatMessage(DURATION_LABELS[duration]) }));
  const ask = ({ duration }: { duration: ExclusionDuration }) => {
    const props: ExclusionDialogProps = { kind, duration };
    dispatch(openDialog({ id: EXCLUSION_DIALOG_ID, type: 'confirm', props }));
  };

  return (
    <Card title={<FormattedMessage {...TEXTS[kind].title} />} headingLevel={2}>
      <p className={styles.text}>
        <FormattedMessage {...TEXTS[kind].text} />
      </p>
      <Form<{ duration: ExclusionDuration }> onSubmit={ask} initialValues={{ duration: durations[0] }} subscription={{}}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} className={styles.limitForm} aria-label={intl.formatMessage(TEXTS[kind].title)}>
            <FormRadioGroup name="duration" label={intl.formatMessage(m.duration)} options={options} direction="horizontal" />
            <div>
              <Button type="submit" variant="danger">
                <FormattedMessage {...TEXTS[kind].start} />
              </Button>
            </div>
          </form>
        )}
      </Form>
    </Card>
  );
}
