import type { Game } from '@casino/platform-contract';
import { forwardRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { gamePath } from '../shared/hall-paths';
import { searchMessages } from './search.messages';
import styles from './games-search.module.css';

export type SearchResultsProps = {
  games: readonly Game[];
  /** A game was chosen: remember the search and close the popup. */
  onOpen: () => void;
  /** Arrow keys: focus the result at this index (-1 is the search field). */
  onMove: (index: number) => void;
};

/** The found games as links: arrows move between them, Enter opens one. */
export const SearchResults = forwardRef<HTMLUListElement, SearchResultsProps>(function SearchResults({ games, onOpen, onMove }, ref) {
  const intl = useIntl();
  const locale = usePageLocale();
  const handleKeyDown = (index: number) => (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: games.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onMove(target);
  };
  return (
    <ul ref={ref} className={styles['results']} aria-label={intl.formatMessage(searchMessages.results)}>
      {games.map((game, index) => (
        <li key={game.sysname}>
          <Link to={gamePath(locale, game.sysname)} className={styles['result']} onClick={onOpen} onKeyDown={handleKeyDown(index)}>
            <img src={game.description.img_288_192 || game.image_url} alt="" width={72} height={48} loading="lazy" decoding="async" className={styles['thumb']} />
            <span className={styles['resultText']}>
              <span className={styles['resultName']}>{game.name}</span>
              <span className={styles['resultProvider']}>{game.provider_title ?? game.provider}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
