import type { IconName } from './icon-names';
import styles from './icon.module.css';
import spriteUrl from './icons.svg?no-inline';

export type IconProps = {
  name: IconName;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
};

/**
 * One icon of the set in the current colour, drawn from the sprite file: a hashed, long-cached asset fetched
 * once, so the drawings cost the entry bundle nothing and each icon only one <use> element.
 */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const classes = [styles.icon, styles[size], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <use href={`${spriteUrl}#icon-${name}`} />
    </svg>
  );
}
