import { useGetJackpotWinnersQuery } from '@casino/api-client';
import { PageHead } from '@casino/routing';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@casino/ui-kit';
import shared from '../shared/shared.module.css';
import { WinnersList } from './winners-list';
import { winnersMessages } from './winners.messages';

/** `/winners`: the latest wins (Jackpots.getWinners), newest first. */
export function WinnersPage() {
  const intl = useIntl();
  const { data, isError, refetch } = useGetJackpotWinnersQuery({ count: 50 });
  const title = intl.formatMessage(winnersMessages.title);
  return (
    <section className={shared['page']} aria-labelledby="winners-title">
      <PageHead title={title} />
      <h1 id="winners-title" className={shared['title']}>
        {title}
      </h1>
      {isError ? <LoadFailed onRetry={() => void refetch()} /> : <WinnersList winners={data} skeletons={10} />}
    </section>
  );
}
