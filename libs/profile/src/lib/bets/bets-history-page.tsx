import { itemsOfPages, useGetGameHistoryPagesInfiniteQuery } from '@casino/api-client';
import { EmptyState, LoadFailed, LoadMore, Skeleton } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { betsMessages as m } from './bets.messages';
import { BetsTable } from './bets-table';
import { BetsTabs } from './bets-tabs';

/** Rounds per page of games.getHistory. */
export const BETS_PAGE_SIZE = 20;

/** /profile/bets and /profile/bets/history: the player's rounds, a page at a time. */
export function BetsHistoryPage() {
  const path = useLocalizedPath();
  const history = useGetGameHistoryPagesInfiniteQuery({ count: BETS_PAGE_SIZE });
  const rounds = itemsOfPages(history.data);
  const total = history.data?.pages.at(-1)?.total ?? 0;
  const firstFailed = history.isError && !history.isFetchNextPageError;

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <BetsTabs current="history" />
      {firstFailed ? (
        <LoadFailed onRetry={() => void history.refetch()} />
      ) : !rounds ? (
        <Skeleton shape="rect" height={320} />
      ) : rounds.length === 0 ? (
        <EmptyState icon="gamepad" headingLevel={2} title={<FormattedMessage {...m.emptyTitle} />} description={<FormattedMessage {...m.emptyText} />} link={{ to: path('gamehall.index'), label: <FormattedMessage {...m.emptyAction} /> }} />
      ) : (
        <>
          <BetsTable rounds={rounds} />
          {history.isFetchNextPageError && <LoadFailed onRetry={() => void history.fetchNextPage()} />}
          <LoadMore
            shown={rounds.length}
            total={history.hasNextPage ? total : rounds.length}
            loading={history.isFetchingNextPage}
            onLoadMore={() => void history.fetchNextPage()}
          />
        </>
      )}
    </ProfileFrame>
  );
}
