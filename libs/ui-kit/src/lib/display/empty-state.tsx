import type { ReactNode } from 'react';
import { ButtonLink } from '../actions/button-link';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  icon?: IconName;
  title: ReactNode;
  /** Why the list is empty. */
  description?: ReactNode;
  /** What to do next, e.g. a deposit button for an empty history. */
  action?: ReactNode;
  /** The usual next step: a button-looking link to the page where the player can fill the list. */
  link?: { to: string; label: ReactNode };
  headingLevel?: 2 | 3 | 4;
};

/** What an empty list shows: why it is empty and what to do next (DESIGN.md). */
export function EmptyState({ icon = 'search', title, description, action, link, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size="lg" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {(action || link) && (
        <div className={styles.action}>
          {action}
          {link && <ButtonLink to={link.to}>{link.label}</ButtonLink>}
        </div>
      )}
    </div>
  );
}
