import { useFormatters } from '@casino/i18n';
import type { Tournament } from '@casino/platform-contract';
import { Countdown } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { tournamentsMessages } from './tournaments.messages';
import styles from './tournaments.module.css';

export type TournamentTimingProps = { tournament: Tournament; size?: 'md' | 'lg'; onChange?: () => void };

/** Time left to the start of an upcoming tournament or the end of a live one; the end date of a finished one. */
export function TournamentTiming({ tournament, size = 'md', onChange }: TournamentTimingProps) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  if (tournament.status === 'finished') {
    return (
      <p className={styles['timing']}>
        <span className={styles['label']}>{intl.formatMessage(tournamentsMessages.endedOn)}</span>
        <time dateTime={tournament.finished_at}>{formatDate(tournament.finished_at)}</time>
      </p>
    );
  }
  const upcoming = tournament.status === 'upcoming';
  return (
    <div className={styles['timing']}>
      <span className={styles['label']}>{intl.formatMessage(upcoming ? tournamentsMessages.startsIn : tournamentsMessages.endsIn)}</span>
      <Countdown to={new Date(upcoming ? tournament.started_at : tournament.finished_at)} size={size} onComplete={onChange} />
    </div>
  );
}
