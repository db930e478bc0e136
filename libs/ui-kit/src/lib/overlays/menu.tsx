import { useRef, useState } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import buttonStyles from '../actions/button.module.css';
import iconButtonStyles from '../actions/icon-button.module.css';
import styles from './menu.module.css';

export type MenuItem = {
  key: string;
  label: string;
  icon?: IconName;
  tone?: 'default' | 'danger';
  onSelect: () => void;
};

export type MenuProps = {
  /** The trigger's accessible name (and its text when there is no `icon`). */
  label: string;
  /** Shows an icon-only trigger, e.g. `more-horizontal`. */
  icon?: IconName;
  items: MenuItem[];
  placement?: Placement;
};

/** A button opening a list of actions: arrow keys move, Enter selects, Escape or a click outside closes. */
export function Menu({ label, icon, items, placement = 'bottom-end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  const triggerClass = icon
    ? cx(iconButtonStyles.iconButton, iconButtonStyles.secondary)
    : cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.sm);
  return (
    <>
      <button ref={setReference} type="button" className={triggerClass} aria-label={icon ? label : undefined} {...getReferenceProps()}>
        {icon ? (
          <Icon name={icon} />
        ) : (
          <span className={buttonStyles.label}>
            {label}
            <Icon name="chevron-down" size="sm" />
          </span>
        )}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={setFloating} style={floatingStyles} className={styles.menu} {...getFloatingProps()}>
              {items.map((item, index) => (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(element) => {
                    listRef.current[index] = element;
                  }}
                  className={cx(styles.item, item.tone === 'danger' && styles.danger)}
                  {...getItemProps({
                    onClick() {
                      item.onSelect();
                      setOpen(false);
                    },
                  })}
                >
                  {item.icon && <Icon name={item.icon} size="sm" />}
                  {item.label}
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
