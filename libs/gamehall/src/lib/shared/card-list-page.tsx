import { PageHead } from '@casino/routing';
import { EmptyState, LoadFailed, type IconName } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import shared from './shared.module.css';

export type CardListPageProps<Item> = {
  /** The page heading's id, which names the page's section. */
  headingId: string;
  /** The page's title and what its empty list says. */
  messages: { title: MessageDescriptor; empty: MessageDescriptor };
  /** Undefined while loading: `placeholders` hold the place. */
  items: readonly Item[] | undefined;
  /** The query that loads the list: its failure offers a retry. */
  query: { isError: boolean; refetch: () => unknown };
  /** The empty list's icon. */
  emptyIcon: IconName;
  placeholders: { count: number; render: () => ReactNode };
  keyOf: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  listClassName?: string;
  /** Sections under the list (the jackpots' latest winners). */
  children?: ReactNode;
};

/** A game hall page that lists cards (jackpots, tournaments, providers): its heading, the load failure, the empty list. */
export function CardListPage<Item>({ headingId, messages, items, query, emptyIcon, placeholders, keyOf, renderItem, listClassName = shared['cards'], children }: CardListPageProps<Item>) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <section className={shared['page']} aria-labelledby={headingId}>
      <PageHead title={title} />
      <h1 id={headingId} className={shared['title']}>
        {title}
      </h1>
      {query.isError && <LoadFailed onRetry={() => void query.refetch()} />}
      {items?.length === 0 && <EmptyState icon={emptyIcon} title={intl.formatMessage(messages.empty)} headingLevel={2} />}
      <ul className={listClassName} aria-busy={!items}>
        {items
          ? items.map((item) => <li key={keyOf(item)}>{renderItem(item)}</li>)
          : Array.from({ length: placeholders.count }, (_, index) => (
              <li key={index} aria-hidden="true">
                {placeholders.render()}
              </li>
            ))}
      </ul>
      {children}
    </section>
  );
}
