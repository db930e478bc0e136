import { useGetGamesQuery } from '@casino/api-client';
import { FormattedMessage } from 'react-intl';
import { GameCard } from './game-card';
import { gamesCountMessage, lobbyMessages } from './lobby.messages';
import styles from './lobby-page.module.css';

const FIRST_PAGE = 48;

/** The lobby's first screen: real games from games.get, the first row loaded eagerly. */
export function LobbyPage() {
  const { data, isLoading, isError, refetch } = useGetGamesQuery({ offset: 0, count: FIRST_PAGE });
  return (
    <section aria-labelledby="lobby-title" className={styles['lobby']}>
      <header className={styles['heading']}>
        <h1 id="lobby-title">
          <FormattedMessage {...lobbyMessages.title} />
        </h1>
        {data && (
          <p className={styles['count']}>
            <FormattedMessage {...gamesCountMessage} values={{ count: data.total }} />
          </p>
        )}
      </header>
      {isError && (
        <div role="alert" className={styles['error']}>
          <p>
            <FormattedMessage {...lobbyMessages.error} />
          </p>
          <button type="button" onClick={() => void refetch()} className={styles['retry']}>
            <FormattedMessage {...lobbyMessages.retry} />
          </button>
        </div>
      )}
      <ul className={styles['grid']} aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: 12 }, (_, index) => <li key={index} className={styles['skeleton']} aria-hidden="true" />)
          : data?.items.map((game, index) => (
              <li key={game.sysname}>
                <GameCard game={game} eager={index < 6} />
              </li>
            ))}
      </ul>
    </section>
  );
}
