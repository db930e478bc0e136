import { useGetResponsibleGamingSessionQuery } from '@casino/api-client';
import { formatDuration, useFormatters } from '@casino/i18n';
import { useLocalizedPath } from '@casino/routing';
import { useSessionSeconds } from '@casino/session';
import { Button, ButtonLink, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { responsibleGameMessages as m } from './responsible-game.messages';
import styles from './responsible-game.module.css';


/**
 * 'reality-check' (popup): over whatever the player is doing, how long this session has lasted and its net result,
 * with links to the play history and the limits; the player continues or leaves the game.
 */
export function RealityCheckDialog({ close }: DialogComponentProps) {
  const path = useLocalizedPath();
  const navigate = useNavigate();
  const { formatMoney } = useFormatters();
  const seconds = useSessionSeconds();
  // Fresh numbers every time it opens: the round that just ended counts.
  const { data } = useGetResponsibleGamingSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const go = (to: string) => {
    close(true);
    navigate(to);
  };

  return (
    <Dialog
      title={<FormattedMessage {...m.realityDialogTitle} />}
      actions={
        <>
          <Button variant="secondary" onClick={() => go(path('index'))}>
            <FormattedMessage {...m.realityLeave} />
          </Button>
          <Button onClick={() => close(true)}>
            <FormattedMessage {...m.realityContinue} />
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage {...m.realityPlayed} />
          </dt>
          <dd data-testid="reality-played">{seconds === undefined ? '…' : formatDuration(seconds)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.realityNet} />
          </dt>
          <dd data-testid="reality-net">{data ? formatMoney(data.net_result.amount, data.net_result.currency) : '…'}</dd>
        </div>
        {data && (
          <>
            <div>
              <dt>
                <FormattedMessage {...m.realityBets} />
              </dt>
              <dd>{formatMoney(data.bets.amount, data.bets.currency)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...m.realityWins} />
              </dt>
              <dd>{formatMoney(data.wins.amount, data.wins.currency)}</dd>
            </div>
          </>
        )}
      </dl>
      <div className={styles.links}>
        <ButtonLink to={path('profile.bets.history')} variant="ghost" onClick={() => close(true)}>
          <FormattedMessage {...m.realityHistory} />
        </ButtonLink>
        <ButtonLink to={path('profile.responsible-game')} variant="ghost" onClick={() => close(true)}>
          <FormattedMessage {...m.realityLimits} />
        </ButtonLink>
      </div>
    </Dialog>
  );
}
