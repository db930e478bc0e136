import { Icon, type IconName } from '@casino/ui-kit';
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
} from '@floating-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './link-menu.module.css';

/** A page to open (`to`) or an action (`onSelect`, e.g. sign-out). */
export type LinkMenuItem = { key: string; label: ReactNode; icon?: IconName; to?: string; onSelect?: () => void; disabled?: boolean };

export type LinkMenuProps = {
  /** The button's accessible name and the menu's. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  triggerClassName: string;
  /** Shown above the items, e.g. the player's balance. */
  header?: ReactNode;
  items: readonly LinkMenuItem[];
};

/**
 * A menu button of the header (the account menu, the navigation's "More"): arrow keys, Home and End move, Enter opens,
 * Escape or a click outside closes it and gives focus back to the button. A short window scrolls the list instead of
 * cutting it.
 */
export function LinkMenu({ label, trigger, triggerClassName, header, items }: LinkMenuProps) {
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
    placement: 'bottom-end',
    middleware: [
      offset(8),
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

  return (
    <>
      <button ref={setReference} type="button" className={triggerClassName} aria-label={label} {...getReferenceProps()}>
        {trigger}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <div ref={setFloating} style={floatingStyles} className={styles['menu']} aria-label={label} {...getFloatingProps()}>
              {header && (
                <div className={styles['header']} role="presentation">
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
                  className: styles['item'],
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
                    <span className={styles['label']}>{item.label}</span>
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
