import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './when-near-viewport.module.css';

export type WhenNearViewportProps = {
  /** What stands in its place until then: the same size as the content, so nothing shifts when it arrives. */
  placeholder: ReactNode;
  /** How far below (or above) the viewport the content starts rendering. */
  margin?: string;
  children: ReactNode;
};

/**
 * Renders its content once it comes within `margin` of the viewport, and keeps it from then on. A long page's
 * lower sections then neither fetch nor render while the first screen loads, which is what a phone spends its
 * first seconds on. Without IntersectionObserver the content renders at once; a server render sends the placeholder.
 *
 * Placeholder and content sit in the same box, so a placeholder that is the content's own component in its loading
 * state (`<Row load={false} />` for `<Row />`) is updated in place, not replaced: on `/` the sections near the first
 * screen came into view as soon as the page was hydrated, and replacing them made the browser restyle and lay out
 * some 80 new elements that looked exactly like the ones they replaced (a 300 ms task at Lighthouse's 4x CPU).
 */
export function WhenNearViewport({ placeholder, margin = '300px', children }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A server render shows the placeholder as the browser's first render does (hydration needs the same page); a
  // browser without IntersectionObserver shows the content at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      // A transition: React renders the section in slices of a few milliseconds, so a row of tiles coming into
      // view never blocks a tap or a scroll on a cheap phone.
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={ref} className={styles['box']} data-offscreen-placeholder={near ? undefined : ''}>
      {near ? children : placeholder}
    </div>
  );
}
