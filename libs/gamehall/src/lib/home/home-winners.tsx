import { useGetJackpotWinnersQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Link } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import shared from '../shared/shared.module.css';
import { WinnersList } from '../winners/winners-list';
import { winnersMessages } from '../winners/winners.messages';
import { homeMessages } from './home.messages';
import styles from './home.module.css';

export type HomeWinnersProps = {
  /** false: only the list's skeleton, nothing fetched yet (the list is still far below the screen). */
  load?: boolean;
};

/** The latest jackpot wins, with a link to all of them. */
export function HomeWinners({ load = true }: HomeWinnersProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data: winners } = useGetJackpotWinnersQuery({ count: 6 }, { skip: !load });
  return (
    <section aria-labelledby="home-winners" className={styles['winners']}>
      <div className={shared['pageHeader']}>
        <h2 id="home-winners" className={shared['subtitle']}>
          {intl.formatMessage(homeMessages.winners)}
        </h2>
        <Link to={buildPath('winners.index', { locale })} variant="subtle">
          {intl.formatMessage(winnersMessages.seeAll)}
        </Link>
      </div>
      <WinnersList winners={winners} />
    </section>
  );
}
