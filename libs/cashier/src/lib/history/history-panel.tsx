import { itemsOfPages, useGetCashierHistoryPagesInfiniteQuery } from '@casino/api-client';
import type { CashierHistoryType } from '@casino/platform-contract';
import { EmptyState, LoadFailed, LoadMore, Skeleton } from '@casino/ui-kit';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useLocalizedPath, type StaticRouteName } from '@casino/routing';
import { HistoryTable } from './history-table';
import { historyEmptyHintMessages, historyEmptyMessages, historyMessages, historyTabMessages } from './history.messages';
import styles from './history-panel.module.css';

export type HistoryPanelProps = {
  type: CashierHistoryType;
  pageSize: number;
  /** Which selection of the tab this is: each selection starts empty and loads again (SPEC.md 4). */
  selection?: number;
};

/** What an empty tab says and offers next (DESIGN.md): a withdrawal list does not offer a deposit. */
const EMPTY_NEXT = {
  deposit: { hint: historyMessages.emptyHint, action: historyMessages.makeDeposit, route: 'cashier.deposit.index' },
  withdrawal: { hint: historyEmptyHintMessages.withdrawal, action: historyMessages.withdraw, route: 'cashier.withdraw' },
  bonuses: { hint: historyEmptyHintMessages.bonuses, action: historyMessages.seePromotions, route: 'promotions.index' },
  cashbacks: { hint: historyEmptyHintMessages.cashbacks, action: historyMessages.seePromotions, route: 'promotions.index' },
} as const satisfies Record<CashierHistoryType, { hint: MessageDescriptor; action: MessageDescriptor; route: StaticRouteName }>;

/**
 * One history tab: its first page when shown, Load more appending the next page merged by id; a cancelled
 * withdrawal invalidates the history, which reloads the pages shown.
 */
export function HistoryPanel({ type, pageSize, selection = 0 }: HistoryPanelProps) {
  const path = useLocalizedPath();
  const history = useGetCashierHistoryPagesInfiniteQuery({ type, count: pageSize, selection });
  // currentData, not data: a new selection must not show the previous one's rows while it loads.
  const items = itemsOfPages(history.currentData);
  const total = history.currentData?.pages.at(-1)?.total ?? 0;

  const caption = <FormattedMessage {...historyTabMessages[type]} />;
  if (!items) {
    if (history.isError) return <LoadFailed onRetry={() => void history.refetch()} />;
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        {Array.from({ length: pageSize }, (_, index) => (
          <Skeleton key={index} shape="rect" height="2.75rem" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    const next = EMPTY_NEXT[type];
    return (
      <EmptyState icon="wallet" headingLevel={2} title={<FormattedMessage {...historyEmptyMessages[type]} />} description={<FormattedMessage {...next.hint} />} link={{ to: path(next.route), label: <FormattedMessage {...next.action} /> }} />
    );
  }
  return (
    <div className={styles.panel}>
      <HistoryTable type={type} items={items} caption={caption} hideCaption />
      {history.isError && <LoadFailed onRetry={() => void (history.isFetchNextPageError ? history.fetchNextPage() : history.refetch())} />}
      <LoadMore
        shown={items.length}
        total={history.hasNextPage ? total : items.length}
        loading={history.isFetching}
        onLoadMore={() => void history.fetchNextPage()}
      />
    </div>
  );
}
