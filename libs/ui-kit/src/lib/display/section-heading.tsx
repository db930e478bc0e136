import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { Link } from '../actions/link';
import styles from './section-heading.module.css';

export type SectionHeadingProps = {
  /** The heading's id: the section it heads is labelled by it. */
  id: string;
  title: ReactNode;
  /** A subtle link beside the title (to all of them, to more about them); none when absent. */
  link?: { to: To; label: ReactNode };
  /** The row's look, instead of the title and the link apart on one line (wrapping), on a common baseline. */
  className?: string;
  /** The title's look, instead of a large one with no margin. */
  titleClassName?: string;
};

/** A section's h2 with a link beside it, e.g. "See all". */
export function SectionHeading({ id, title, link, className, titleClassName }: SectionHeadingProps) {
  return (
    <div className={className ?? styles.row}>
      <h2 id={id} className={titleClassName ?? styles.title}>
        {title}
      </h2>
      {link && (
        <Link to={link.to} variant="subtle">
          {link.label}
        </Link>
      )}
    </div>
  );
}
