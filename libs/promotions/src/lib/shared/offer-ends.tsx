import { useFormatters } from '@casino/i18n';
import { Countdown } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { endsOnMessage, sharedMessages } from './shared.messages';
import styles from './offer-ends.module.css';

export type OfferEndsProps = {
  /** The offer's finished_at. */
  finishedAt: string | null | undefined;
  size?: 'md' | 'lg';
};

/** How long an offer still runs: a live countdown to finished_at and the end date (dd.mm.yyyy). */
export function OfferEnds({ finishedAt, size = 'md' }: OfferEndsProps) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  const end = finishedAt ? Date.parse(finishedAt) : Number.NaN;
  if (Number.isNaN(end)) return <p className={styles['ends']}>{intl.formatMessage(sharedMessages.noEnd)}</p>;
  return (
    <div className={styles['ends']}>
      <span className={styles['label']}>{intl.formatMessage(sharedMessages.endsIn)}</span>
      <Countdown to={end} size={size} />
      <span className={styles['date']}>{intl.formatMessage(endsOnMessage, { date: formatDate(end) })}</span>
    </div>
  );
}
