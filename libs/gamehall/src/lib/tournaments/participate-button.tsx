import { useParticipateInTournamentMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { Tournament } from '@casino/platform-contract';
import { Button, openDialog, showToast } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { PlayerState } from '../shared/use-player-state';
import { myStandingMessage, tournamentsMessages } from './tournaments.messages';
import styles from './tournaments.module.css';

export type ParticipateButtonProps = { tournament: Tournament; player: PlayerState };

/**
 * Joining (tournaments.participate): a visitor is asked to sign up first; a participant sees their place.
 * The mutation refreshes the tournament and its leaderboard.
 */
export function ParticipateButton({ tournament, player }: ParticipateButtonProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { formatAmount } = useFormatters();
  const [participate, { isLoading }] = useParticipateInTournamentMutation();

  if (tournament.status === 'finished' || player === 'loading') return null;
  if (tournament.is_participant) {
    return (
      <p className={styles['standing']} role="status">
        {tournament.my_result
          ? intl.formatMessage(myStandingMessage, { place: tournament.my_result.place, score: formatAmount(tournament.my_result.score) })
          : intl.formatMessage(tournamentsMessages.joined)}
      </p>
    );
  }
  if (player === 'visitor') {
    return (
      <Button variant="primary" onClick={() => dispatch(openDialog({ id: 'auth', props: { mode: 'register' } }))}>
        {intl.formatMessage(tournamentsMessages.signUpToJoin)}
      </Button>
    );
  }
  const handleJoin = async () => {
    try {
      await participate({ tournament_id: tournament.id }).unwrap();
    } catch {
      dispatch(showToast({ kind: 'error', messageId: tournamentsMessages.joinFailed.id }));
    }
  };
  return (
    <Button variant="primary" loading={isLoading} onClick={() => void handleJoin()}>
      {intl.formatMessage(tournamentsMessages.participate)}
    </Button>
  );
}
