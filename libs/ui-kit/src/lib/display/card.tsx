import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './card.module.css';

export type CardProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Top-right content: a badge or an icon button. */
  aside?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  variant?: 'default' | 'raised' | 'highlight';
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The card is a region of the page, named by its title (one a player may jump to, as a page's main parts). */
  region?: boolean;
  className?: string;
};

/** A surface grouping related content (a bonus, a payment method, a settings section). */
export function Card({ title, subtitle, aside, footer, children, variant = 'default', headingLevel = 3, region = false, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const named = region && Boolean(title);
  return (
    <section className={cx(styles.card, variant !== 'default' && styles[variant], className)} aria-labelledby={named ? titleId : undefined}>
      {(title || aside) && (
        <header className={styles.header}>
          <div className={styles.titles}>
            {title && (
              <Heading id={named ? titleId : undefined} className={styles.title}>
                {title}
              </Heading>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {aside}
        </header>
      )}
      {children && <div className={styles.body}>{children}</div>}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
