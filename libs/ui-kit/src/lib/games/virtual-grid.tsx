import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Icon } from '../icon/icon';
import { useBreakpoint } from '../layout/use-viewport-width';
import type { Breakpoint } from '../../styles/breakpoints';
import { gameMessages } from './games.messages';
import styles from './virtual-grid.module.css';

/** SPEC.md section 9: a virtual list never shows more than this many items. */
export const VIRTUAL_LIST_LIMIT = 1000;

export const defaultGridColumns: Record<Breakpoint, number> = {
  mobile: 2,
  tablet: 3,
  laptop: 4,
  laptopLarge: 5,
  desktopSmall: 5,
  desktop: 6,
  desktopLarge: 7,
};

export type VirtualGridProps<Item> = {
  items: Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Names the list for assistive technology, e.g. "Slots". */
  label: string;
  /** Columns per breakpoint; missing ones come from `defaultGridColumns`. */
  columns?: Partial<Record<Breakpoint, number>>;
  /** Width / height of an item's box (3/2 for game tiles) and the px it adds below that box. */
  itemAspectRatio?: number;
  itemExtraHeight?: number;
  /** Gap between items in px. */
  gap?: number;
  /** Called when the last rows come into view and more items may exist (load the next page). */
  onEndReached?: () => void;
  hasMore?: boolean;
};

/**
 * A grid that renders only the rows near the viewport (scrolling with the page), so a hall of
 * thousands of games stays fast on a cheap phone. Shows at most 1000 items (SPEC.md section 9).
 */
export function VirtualGrid<Item>({
  items,
  getKey,
  renderItem,
  label,
  columns,
  itemAspectRatio = 3 / 2,
  itemExtraHeight = 0,
  gap = 12,
  onEndReached,
  hasMore = false,
}: VirtualGridProps<Item>) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const columnCount = Math.max(1, columns?.[breakpoint] ?? defaultGridColumns[breakpoint]);
  const shown = items.length > VIRTUAL_LIST_LIMIT ? items.slice(0, VIRTUAL_LIST_LIMIT) : items;
  const rowCount = Math.ceil(shown.length / columnCount);

  const gridRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = gridRef.current;
    if (!element) return undefined;
    const measure = () =>
      setLayout({
        // Before layout (or in tests) the grid has no width yet: the viewport is the best guess.
        width: element.clientWidth || window.innerWidth,
        top: element.getBoundingClientRect().top + window.scrollY,
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const itemWidth = (layout.width - gap * (columnCount - 1)) / columnCount;
  const rowHeight = Math.max(1, itemWidth / itemAspectRatio + itemExtraHeight);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight + gap,
    overscan: 2,
    scrollMargin: layout.top,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const canLoadMore = hasMore && items.length < VIRTUAL_LIST_LIMIT;
  const requestedAt = useRef(-1);
  useEffect(() => {
    // Ask once per list length, when the last two rows are rendered.
    if (canLoadMore && rowCount > 0 && lastRow >= rowCount - 2 && requestedAt.current !== items.length) {
      requestedAt.current = items.length;
      onEndReached?.();
    }
  }, [canLoadMore, lastRow, rowCount, items.length, onEndReached]);

  return (
    <>
      <div ref={gridRef} role="list" aria-label={label} className={styles.grid} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={row.key}
            role="none"
            className={styles.row}
            style={{
              gap,
              height: rowHeight,
              gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {shown.slice(row.index * columnCount, (row.index + 1) * columnCount).map((item, offset) => {
              const index = row.index * columnCount + offset;
              return (
                <div key={getKey(item)} role="listitem" aria-setsize={shown.length} aria-posinset={index + 1} className={styles.cell}>
                  {renderItem(item, index)}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {(items.length > VIRTUAL_LIST_LIMIT || (items.length === VIRTUAL_LIST_LIMIT && hasMore)) && (
        <p className={styles.limit} role="status">
          <Icon name="info" />
          {intl.formatMessage(gameMessages.limitReached, { limit: VIRTUAL_LIST_LIMIT })}
        </p>
      )}
    </>
  );
}
