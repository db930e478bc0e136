import { useId, type ReactNode } from 'react';
import styles from './titled-section.module.css';

export type TitledSectionProps = {
  /** The section's h2; it also names the section for assistive technology. */
  title: ReactNode;
  /** The section's own id, for a link straight to it (`/profile/bonuses#freespins`). */
  id?: string;
  children: ReactNode;
};

/** A titled part of a profile page: its heading, then what it heads. */
export function TitledSection({ title, id, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
