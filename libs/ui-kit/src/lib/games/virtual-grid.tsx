import { startTransition, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Icon } from '../icon/icon';
import { useBreakpoint } from '../layout/use-breakpoint';
import { breakpoints, type Breakpoint } from '../../styles/breakpoints';
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

/**
 * Items the grid shows before it is measured (the server's HTML and the browser's hydration of it): enough to fill a
 * first screen at every breakpoint (three rows of seven on the widest, twelve rows of two on a phone).
 */
export const FIRST_SCREEN_ITEMS = 24;

/** The columns of each breakpoint as CSS variables, for the grid laid out by CSS before it is measured. */
function columnVariables(columns: Partial<Record<Breakpoint, number>> | undefined, gap: number): CSSProperties {
  const variables: Record<string, string | number> = { '--grid-gap': `${gap}px` };
  for (const name of Object.keys(breakpoints) as Breakpoint[]) variables[`--grid-columns-${name}`] = Math.max(1, columns?.[name] ?? defaultGridColumns[name]);
  return variables as CSSProperties;
}

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
  // Unmeasured (width 0) on the server and in the render that hydrates its HTML: measured before the browser paints.
  const [layout, setLayout] = useState({ width: 0, top: 0 });
  const measured = layout.width > 0;
  useLayoutEffect(() => {
    const element = gridRef.current;
    if (!element) return undefined;
    // A transition: set in a layout effect, the measured grid would be rendered and committed at once, in the task
    // that commits the hydration; the first screen laid out by CSS stays on screen meanwhile, with nothing to move.
    const measure = () =>
      startTransition(() =>
        setLayout({
          // Before layout (or in tests) the grid has no width yet: the viewport is the best guess.
          width: element.clientWidth || window.innerWidth,
          top: element.getBoundingClientRect().top + window.scrollY,
        }),
      );
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
    if (measured && canLoadMore && rowCount > 0 && lastRow >= rowCount - 2 && requestedAt.current !== items.length) {
      requestedAt.current = items.length;
      onEndReached?.();
    }
  }, [measured, canLoadMore, lastRow, rowCount, items.length, onEndReached]);

  const cell = (item: Item, index: number, style?: CSSProperties) => (
    <div key={getKey(item)} role="listitem" aria-setsize={shown.length} aria-posinset={index + 1} className={styles.cell} style={style}>
      {renderItem(item, index)}
    </div>
  );
  // Before it is measured the grid cannot know which rows the window shows: the server's HTML (what a visitor sees
  // before the scripts run, and all a crawler or a browser without scripts gets) lays out the first screen's items by
  // CSS in the same columns, gap and proportions, so the measured grid that replaces it moves nothing on screen.
  // Measured, it is the same element with the same cells as its children (only the rows near the window, pushed down
  // by the rows above them): React keeps the server's cells that are still shown instead of replacing every one
  // (in row elements of their own, that was a commit of some 220 ms at a phone's speed on /gamehall).
  const firstRow = rows[0];
  const visible = firstRow ? shown.slice(firstRow.index * columnCount, (lastRow + 1) * columnCount) : [];
  const grid = (
    // One element in both states: the measuring effect and its resize observer keep watching it.
    <div
      ref={gridRef}
      role="list"
      aria-label={label}
      className={measured ? styles.grid : styles.firstScreen}
      style={
        measured
          ? {
              height: virtualizer.getTotalSize(),
              paddingTop: firstRow ? firstRow.start - virtualizer.options.scrollMargin : 0,
              gap,
              gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
              gridAutoRows: rowHeight,
            }
          : columnVariables(columns, gap)
      }
    >
      {measured
        ? visible.map((item, offset) => cell(item, (firstRow?.index ?? 0) * columnCount + offset))
        : shown.slice(0, FIRST_SCREEN_ITEMS).map((item, index) => cell(item, index, itemExtraHeight === 0 ? { aspectRatio: itemAspectRatio } : undefined))}
    </div>
  );

  return (
    <>
      {grid}
      {(items.length > VIRTUAL_LIST_LIMIT || (items.length === VIRTUAL_LIST_LIMIT && hasMore)) && (
        <p className={styles.limit} role="status">
          <Icon name="info" />
          {intl.formatMessage(gameMessages.limitReached, { limit: VIRTUAL_LIST_LIMIT })}
        </p>
      )}
    </>
  );
}
