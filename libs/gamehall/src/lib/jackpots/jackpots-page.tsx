import { useGetJackpotsQuery, useGetJackpotWinnersQuery } from '@casino/api-client';
import { EmptyState, LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useRemapped } from '../shared/description';
import shared from '../shared/shared.module.css';
import { WinnersList } from '../winners/winners-list';
import { JackpotCard } from './jackpot-card';
import { jackpotsMessages } from './jackpots.messages';

/** `/jackpots`: every jackpot with its growing pool (Jackpots.get) and the latest winners (Jackpots.getWinners). */
export function JackpotsPage() {
  const intl = useIntl();
  const jackpots = useGetJackpotsQuery();
  const winners = useGetJackpotWinnersQuery({ count: 10 });
  const items = useRemapped(jackpots.data);
  return (
    <section className={shared['page']} aria-labelledby="jackpots-title">
      <h1 id="jackpots-title" className={shared['title']}>
        {intl.formatMessage(jackpotsMessages.title)}
      </h1>
      {jackpots.isError && <LoadFailed onRetry={() => void jackpots.refetch()} />}
      {items?.length === 0 && <EmptyState icon="coins" title={intl.formatMessage(jackpotsMessages.empty)} headingLevel={2} />}
      <ul className={shared['cards']} aria-busy={!items}>
        {items
          ? items.map((jackpot) => (
              <li key={jackpot.id}>
                <JackpotCard jackpot={jackpot} headingLevel={2} />
              </li>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton shape="rect" aspectRatio="3 / 2.6" width="100%" />
              </li>
            ))}
      </ul>
      <section aria-labelledby="jackpot-winners" className={shared['page']}>
        <h2 id="jackpot-winners" className={shared['subtitle']}>
          {intl.formatMessage(jackpotsMessages.winners)}
        </h2>
        {winners.isError ? <LoadFailed onRetry={() => void winners.refetch()} /> : <WinnersList winners={winners.data} />}
      </section>
    </section>
  );
}
