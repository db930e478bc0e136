import { gamesApi, useGetGameHistoryQuery } from '@casino/api-client';
import type { GameRound } from '@casino/platform-contract';
import { ButtonLink, EmptyState, LoadFailed, LoadMore, Skeleton } from '@casino/ui-kit';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { mergeById } from '../shared/merge-by-id';
import { ProfileFrame } from '../shared/profile-frame';
import { betsMessages as m } from './bets.messages';
import { BetsTable } from './bets-table';
import { BetsTabs } from './bets-tabs';

/** Rounds per page of games.getHistory. */
export const BETS_PAGE_SIZE = 20;

/** /profile/bets and /profile/bets/history: the player's rounds, a page at a time. */
export function BetsHistoryPage() {
  const path = useLocalizedPath();
  const first = useGetGameHistoryQuery({ offset: 0, count: BETS_PAGE_SIZE });
  const [loadPage, next] = gamesApi.endpoints.getGameHistory.useLazyQuery();
  const [more, setMore] = useState<GameRound[]>([]);
  const rounds = mergeById(first.data?.items ?? [], more);
  const total = Math.max(next.data?.total ?? 0, first.data?.total ?? 0);

  const handleLoadMore = async () => {
    const page = await loadPage({ offset: rounds.length, count: BETS_PAGE_SIZE });
    if (page.data) setMore((current) => mergeById(current, page.data?.items ?? []));
  };

  return (
    <ProfileFrame title={<FormattedMessage {...m.title} />} intro={<FormattedMessage {...m.intro} />}>
      <BetsTabs current="history" />
      {first.isError ? (
        <LoadFailed onRetry={() => void first.refetch()} />
      ) : !first.data ? (
        <Skeleton shape="rect" height={320} />
      ) : rounds.length === 0 ? (
        <EmptyState
          icon="gamepad"
          headingLevel={2}
          title={<FormattedMessage {...m.emptyTitle} />}
          description={<FormattedMessage {...m.emptyText} />}
          action={
            <ButtonLink to={path('gamehall.index')}>
              <FormattedMessage {...m.emptyAction} />
            </ButtonLink>
          }
        />
      ) : (
        <>
          <BetsTable rounds={rounds} />
          <LoadMore shown={rounds.length} total={total} loading={next.isFetching} onLoadMore={handleLoadMore} />
        </>
      )}
    </ProfileFrame>
  );
}
