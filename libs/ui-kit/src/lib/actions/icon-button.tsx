import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import styles from './icon-button.module.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  variant?: 'ghost' | 'secondary' | 'primary' | 'overlay';
  size?: 'sm' | 'md';
  /** For toggles (like, favourite): sets aria-pressed and the pressed colour. */
  pressed?: boolean;
};

/** A square button showing only an icon, always with an accessible name. */
export function IconButton({ icon, label, variant = 'ghost', size = 'md', pressed, type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className={cx(styles.iconButton, styles[variant], styles[size], pressed && styles.pressed, className)}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </button>
  );
}
