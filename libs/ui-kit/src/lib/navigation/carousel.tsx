import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { To } from 'react-router-dom';
import { IconButton } from '../actions/icon-button';
import { Link } from '../actions/link';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { navigationMessages } from './navigation.messages';
import styles from './carousel.module.css';

export type CarouselProps = {
  title: ReactNode;
  icon?: IconName;
  /** Where "See all" leads (the full category), if anywhere. */
  seeAllTo?: To;
  /** The items, each already keyed. */
  children: ReactNode[];
};

/** A titled row that scrolls sideways (swipe on phones, arrow buttons from laptop up). */
export function Carousel({ title, icon, seeAllTo, children }: CarouselProps) {
  const intl = useIntl();
  const titleId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  // Whether the first and last items are in view, from an IntersectionObserver: reading scroll sizes after each
  // render would force a layout of the whole page per row, the costliest script work of a first load.
  useEffect(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    const last = track?.lastElementChild;
    if (!track || !first || !last || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen: Partial<typeof edges> = {};
        for (const entry of entries) {
          if (entry.target === first) seen.start = entry.isIntersecting;
          if (entry.target === last) seen.end = entry.isIntersecting;
        }
        setEdges((previous) => ({ ...previous, ...seen }));
      },
      { root: track, threshold: 0.9 },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [children.length]);

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth * 0.9 });
  };

  return (
    <section className={styles.carousel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {icon && <Icon name={icon} />}
          {title}
        </h2>
        <div className={styles.controls}>
          {seeAllTo !== undefined && (
            <Link to={seeAllTo} variant="subtle">
              {intl.formatMessage(navigationMessages.seeAll)}
            </Link>
          )}
          <div className={styles.arrows}>
            <IconButton icon="chevron-left" variant="secondary" size="sm" label={intl.formatMessage(navigationMessages.previous)} disabled={edges.start} onClick={() => scrollBy(-1)} />
            <IconButton icon="chevron-right" variant="secondary" size="sm" label={intl.formatMessage(navigationMessages.next)} disabled={edges.end} onClick={() => scrollBy(1)} />
          </div>
        </div>
      </div>
      <ul ref={trackRef} className={styles.track}>
        {children.map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
