import { useGetJackpotWinnersQuery } from '@casino/api-client';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@casino/ui-kit';
import shared from '../shared/shared.module.css';
import { WinnersList } from './winners-list';
import { winnersMessages } from './winners.messages';

/** `/winners`: the latest wins (Jackpots.getWinners), newest first. */
export function WinnersPage() {
  const intl = useIntl();
  const { data, isError, refetch } = useGetJackpotWinnersQuery({ count: 50 });
  return (
    <section className={shared['page']} aria-labelledby="winners-title">
      <h1 id="winners-title" className={shared['title']}>
        {intl.formatMessage(winnersMessages.title)}
      </h1>
      {isError ? <LoadFailed onRetry={() => void refetch()} /> : <WinnersList winners={data} skeletons={10} />}
    </section>
  );
}
