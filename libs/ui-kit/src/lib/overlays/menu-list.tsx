import { useRef, useState, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { Link } from 'react-router-dom';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import type { MenuItem } from './menu';
import styles from './menu.module.css';

export type MenuListProps = {
  id: string;
  /** The menu's button: the list is placed beside it, and focus goes back to it when the list closes. */
  reference: HTMLElement;
  label: string;
  header?: ReactNode;
  items: readonly MenuItem[];
  placement: Placement;
  /** Which entry has focus first: the first (a click, Enter, Arrow Down) or the last (Arrow Up). */
  start: 'first' | 'last';
  onClose: () => void;
};

/**
 * The open list of a Menu: placed with floating-ui, arrow keys, Home and End move, Enter selects, Escape or a click
 * outside closes it. A module of its own, loaded when a menu is about to open: the first page of the site shows menu
 * buttons, never an open list, so floating-ui is not part of its JavaScript.
 */
export function MenuList({ id, reference, label, header, items, placement, start, onClose }: MenuListProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(start === 'last' ? items.length - 1 : 0);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const {
    refs: { setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference },
    placement,
    // Fixed like the sticky header holding its buttons: an absolute list scrolled with the page and jumped back a frame
    // later, away from under the pointer.
    strategy: 'fixed',
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
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={0}>
        <div ref={setFloating} style={floatingStyles} className={styles.menu} aria-label={label} {...getFloatingProps()} id={id}>
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
                  onClose();
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
  );
}
