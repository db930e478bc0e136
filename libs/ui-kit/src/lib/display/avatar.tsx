import { useState } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import styles from './avatar.module.css';

export type AvatarProps = {
  /** The player's or character's name: the accessible name, and the initials when there is no image. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** A gold ring, e.g. for a VIP level. */
  highlighted?: boolean;
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** A round picture of a player or loyalty character, falling back to initials, then to a user icon. */
export function Avatar({ name, src, size = 'md', highlighted = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const letters = initials(name);
  return (
    <span role={name ? 'img' : undefined} aria-label={name || undefined} aria-hidden={name ? undefined : true} className={cx(styles.avatar, styles[size], highlighted && styles.accent)}>
      {src && !failed ? (
        <img className={styles.image} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <Icon name="user" size={size === 'lg' ? 'lg' : 'md'} />
      )}
    </span>
  );
}
