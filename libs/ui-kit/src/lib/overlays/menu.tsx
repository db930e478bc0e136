import { useRef, useState, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { Link } from 'react-router-dom';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import buttonStyles from '../actions/button.module.css';
import iconButtonStyles from '../actions/icon-button.module.css';
import styles from './menu.module.css';

/** An entry: a page of the site to open (`to`, navigated by the router) or an action (`onSelect`, e.g. sign-out). */
export type MenuItem = {
  key: string;
  label: ReactNode;
  icon?: IconName;
  tone?: 'default' | 'danger';
  to?: string;
  onSelect?: () => void;
  disabled?: boolean;
};

export type MenuProps = {
  /** The trigger's and the menu's accessible name (and the trigger's text when there is neither `icon` nor `trigger`). */
  label: string;
  /** Shows an icon-only trigger, e.g. `more-horizontal`. */
  icon?: IconName;
  /** The trigger's own content and class, for a trigger that looks like what sits beside it (a header's links). */
  trigger?: ReactNode;
  triggerClassName?: string;
  /** Shown above the entries, e.g. the player's balance. */
  header?: ReactNode;
  items: readonly MenuItem[];
  placement?: Placement;
};

/**
 * A button opening a list of pages or actions (the header's account menu and "More"): arrow keys, Home and End move,
 * Enter selects, Escape or a click outside closes it and gives focus back to the button. A short window scrolls the
 * list instead of cutting it.
 */
export function Menu({ label, icon, trigger, triggerClassName, header, items, placement = 'bottom-end' }: MenuProps) {
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
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  const triggerClass =
    triggerClassName ??
    (icon ? cx(iconButtonStyles.iconButton, iconButtonStyles.secondary) : cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.sm));
  const triggerContent =
    trigger ??
    (icon ? (
      <Icon name={icon} />
    ) : (
      <span className={buttonStyles.label}>
        {label}
        <Icon name="chevron-down" size="sm" />
      </span>
    ));
  return (
    <>
      <button
        ref={setReference}
        type="button"
        className={triggerClass}
        aria-label={icon || trigger ? label : undefined}
        {...getReferenceProps()}
      >
        {triggerContent}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <div ref={setFloating} style={floatingStyles} className={styles.menu} aria-label={label} {...getFloatingProps()}>
              {header && (
                <div className={styles.header} role="presentation">
                  {header}
                </div>
              )}
              {items.map((item, index) => {
                const props = {
                  role: 'menuitem',
                  tabIndex: activeIndex === index ? 0 : -1,
                  ref: (element: HTMLElement | null) => {
                    listRef.current[index] = element;
                  },
                  className: cx(styles.item, item.tone === 'danger' && styles.danger),
                  ...getItemProps({
                    onClick() {
                      item.onSelect?.();
                      setOpen(false);
                    },
                  }),
                };
                const content = (
                  <>
                    {item.icon && <Icon name={item.icon} size="sm" />}
                    <span className={styles.label}>{item.label}</span>
                  </>
                );
                return item.to !== undefined ? (
                  <Link key={item.key} to={item.to} {...props}>
                    {content}
                  </Link>
                ) : (
                  <button key={item.key} type="button" disabled={item.disabled} {...props}>
                    {content}
                  </button>
                );
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
