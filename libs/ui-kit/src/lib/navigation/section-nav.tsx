import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, type To } from 'react-router-dom';
import { cx } from '../utils/cx';
import styles from './section-nav.module.css';

export type SectionNavItem = {
  to: To;
  label: ReactNode;
  /** Current only on its own path, not on the paths under it. */
  end?: boolean;
};

export type SectionNavProps = {
  /** Names the navigation for assistive technology ("Cashier sections"). */
  label: string;
  items: SectionNavItem[];
  /**
   * `wrap`: the links wrap onto more lines, so on a phone every one stays in sight (a few sections).
   * `rail`: one row that scrolls sideways on a phone, the current link brought into view, and a column beside the page
   * from laptop up (many sections; the page's grid places the column).
   */
  layout?: 'wrap' | 'rail';
};

/** The links between the sections of an area (the cashier, the profile): the current one is marked for eye and ear. */
export function SectionNav({ label, items, layout = 'wrap' }: SectionNavProps) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = nav.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (layout !== 'rail' || !element || !current || element.scrollWidth <= element.clientWidth) return;
    // Horizontally only: the page itself does not move.
    element.scrollLeft = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
  });
  return (
    <nav ref={nav} aria-label={label} className={styles[layout]}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={typeof item.to === 'string' ? item.to : JSON.stringify(item.to)}>
            <NavLink to={item.to} end={item.end} className={({ isActive }) => cx(styles.link, isActive && styles.current)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
