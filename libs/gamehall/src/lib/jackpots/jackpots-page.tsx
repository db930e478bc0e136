import { useGetJackpotsQuery, useGetJackpotWinnersQuery } from '@casino/api-client';
import { LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { CardListPage } from '../shared/card-list-page';
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
    <CardListPage
      headingId="jackpots-title"
      messages={jackpotsMessages}
      items={items}
      query={jackpots}
      emptyIcon="coins"
      placeholders={{ count: 3, render: () => <Skeleton shape="rect" aspectRatio="3 / 2.6" width="100%" /> }}
      keyOf={(jackpot) => jackpot.id}
      renderItem={(jackpot) => <JackpotCard jackpot={jackpot} headingLevel={2} />}
    >
      <section aria-labelledby="jackpot-winners" className={shared['page']}>
        <h2 id="jackpot-winners" className={shared['subtitle']}>
          {intl.formatMessage(jackpotsMessages.winners)}
        </h2>
        {winners.isError ? <LoadFailed onRetry={() => void winners.refetch()} /> : <WinnersList winners={winners.data} />}
      </section>
    </CardListPage>
  );
}
