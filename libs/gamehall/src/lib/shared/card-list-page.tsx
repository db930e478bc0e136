import { EmptyState, LoadFailed, type IconName } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import shared from './shared.module.css';

export type CardListPageProps<Item> = {
  /** The page heading's id, which names the page's section. */
  headingId: string;
  title: string;
  /** Undefined while loading: `placeholders` hold the place. */
  items: readonly Item[] | undefined;
  isError: boolean;
  onRetry: () => unknown;
  /** What an empty list shows. */
  empty: { icon: IconName; title: string };
  placeholders: { count: number; render: () => ReactNode };
  keyOf: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  listClassName?: string;
  /** Sections under the list (the jackpots' latest winners). */
  children?: ReactNode;
};

/** A game hall page that lists cards (jackpots, tournaments, providers): its heading, the load failure, the empty list. */
export function CardListPage<Item>({ headingId, title, items, isError, onRetry, empty, placeholders, keyOf, renderItem, listClassName = shared['cards'], children }: CardListPageProps<Item>) {
  return (
    <section className={shared['page']} aria-labelledby={headingId}>
      <h1 id={headingId} className={shared['title']}>
        {title}
      </h1>
      {isError && <LoadFailed onRetry={() => void onRetry()} />}
      {items?.length === 0 && <EmptyState icon={empty.icon} title={empty.title} headingLevel={2} />}
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
