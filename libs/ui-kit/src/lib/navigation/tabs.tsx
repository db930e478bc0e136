import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem = {
  value: string;
  label: ReactNode;
  panel: ReactNode;
};

export type TabsProps = {
  items: TabItem[];
  /** The selected tab; controlled, so a page can keep it in the URL (e.g. `?tab=withdrawal`). */
  value: string;
  onChange: (value: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
};

/**
 * WAI-ARIA tabs: arrow keys move between tabs (and select them), Home/End jump to the ends, and only the
 * selected tab is in the Tab order.
 */
export function Tabs({ items, value, onChange, label }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    onChange(items[next].value);
    tabRefs.current[next]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  const selected = items[selectedIndex];
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
            onKeyDown={handleKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {selected && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selectedIndex}`} tabIndex={0} className={styles.panel}>
          {selected.panel}
        </div>
      )}
    </div>
  );
}
