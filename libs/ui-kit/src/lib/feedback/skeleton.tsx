import type { CSSProperties } from 'react';
import { cx } from '../utils/cx';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length or number of px. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Keeps the shape of content with a known ratio (a game tile image is `3 / 2`). */
  aspectRatio?: CSSProperties['aspectRatio'];
  /** For `text`: the number of lines, the last one shorter. */
  lines?: number;
  className?: string;
};

/** A placeholder in the shape of content that is loading. Hidden from assistive technology. */
export function Skeleton({ shape = 'text', width, height, aspectRatio, lines = 1, className }: SkeletonProps) {
  const style = { width, height, aspectRatio };
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)} style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={cx(styles.skeleton, styles.text)} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[shape], className)} style={style} />;
}
