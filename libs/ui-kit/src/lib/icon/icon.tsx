import type { IconName } from './icon-paths';
import { iconSymbolId } from './icon-sprite';
import styles from './icon.module.css';

export type IconProps = {
  name: IconName;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
};

/** One icon of the set, drawn from the `IconSprite` symbol in the current colour. */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const classes = [styles.icon, styles[size], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
