import { cashierApi } from '@casino/api-client';
import type { CashierHistoryType, HistoryItem } from '@casino/platform-contract';
import { ButtonLink, EmptyState, LoadFailed, LoadMore, Skeleton } from '@casino/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useLocalizedPath, type StaticRouteName } from '@casino/routing';
import { HistoryTable } from './history-table';
import { historyMessages } from './history.messages';
import { mergeById } from './merge-by-id';
import styles from './history-panel.module.css';

export type HistoryPanelProps = { type: CashierHistoryType; pageSize: number };

type Loaded = { items: HistoryItem[]; total: number };

/** What an empty tab says and offers next (DESIGN.md): a withdrawal list does not offer a deposit. */
const EMPTY_NEXT = {
  deposit: { hint: historyMessages.emptyHint, action: historyMessages.makeDeposit, route: 'cashier.deposit.index' },
  withdrawal: { hint: historyMessages.emptyHintwithdrawal, action: historyMessages.withdraw, route: 'cashier.withdraw' },
  bonuses: { hint: historyMessages.emptyHintbonuses, action: historyMessages.seePromotions, route: 'promotions.index' },
  cashbacks: { hint: historyMessages.emptyHintcashbacks, action: historyMessages.seePromotions, route: 'promotions.index' },
} as const satisfies Record<CashierHistoryType, { hint: MessageDescriptor; action: MessageDescriptor; route: StaticRouteName }>;

/**
 * One history tab. It starts empty and loads its first page when shown (the page keys it by tab, so
 * selecting a tab clears and reloads it); Load more appends the next page, merged by id.
 */
export function HistoryPanel({ type, pageSize }: HistoryPanelProps) {
  const path = useLocalizedPath();
  const [fetchPage] = cashierApi.endpoints.getCashierHistory.useLazyQuery();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  // State is set only when the answer comes, so the first load can start from an effect.
  const request = useCallback(
    (offset: number, replace: boolean) =>
      fetchPage({ type, offset, count: pageSize })
        .unwrap()
        .then((page) =>
          setLoaded((current) => ({ items: replace || !current ? page.items : mergeById(current.items, page.items), total: page.total })),
        )
        .catch(() => setFailed(true))
        .finally(() => setLoading(false)),
    [fetchPage, type, pageSize],
  );

  const load = (offset: number, replace: boolean) => {
    setLoading(true);
    setFailed(false);
    void request(offset, replace);
  };

  useEffect(() => {
    void request(0, true);
  }, [request]);

  const caption = <FormattedMessage {...historyMessages[type]} />;
  if (!loaded) {
    if (failed) return <LoadFailed onRetry={() => load(0, true)} />;
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        {Array.from({ length: pageSize }, (_, index) => (
          <Skeleton key={index} shape="rect" height="2.75rem" />
        ))}
      </div>
    );
  }
  if (loaded.items.length === 0) {
    const next = EMPTY_NEXT[type];
    return (
      <EmptyState
        icon="wallet"
        headingLevel={2}
        title={<FormattedMessage {...historyMessages[`empty${type}`]} />}
        description={<FormattedMessage {...next.hint} />}
        action={
          <ButtonLink to={path(next.route)}>
            <FormattedMessage {...next.action} />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className={styles.panel}>
      <HistoryTable type={type} items={loaded.items} caption={caption} hideCaption onCancelled={() => load(0, true)} />
      {failed && <LoadFailed onRetry={() => load(loaded.items.length, false)} />}
      <LoadMore shown={loaded.items.length} total={loaded.total} loading={loading} onLoadMore={() => load(loaded.items.length, false)} />
    </div>
  );
}
