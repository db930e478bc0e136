import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Placement } from '@floating-ui/react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import buttonStyles from '../actions/button.module.css';
import iconButtonStyles from '../actions/icon-button.module.css';

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

const loadMenuList = () => import('./menu-list');
const MenuList = lazy(() => loadMenuList().then(({ MenuList }) => ({ default: MenuList })));
/** Fetches the list's module while the pointer or focus is on the button, so it is there by the click. */
const preloadMenuList = () => void loadMenuList();

/**
 * A button opening a list of pages or actions (the header's account menu and "More"): arrow keys, Home and End move,
 * Enter selects, Escape or a click outside closes it and gives focus back to the button. A short window scrolls the
 * list instead of cutting it.
 */
export function Menu({ label, icon, trigger, triggerClassName, header, items, placement = 'bottom-end' }: MenuProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };

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
        ref={setButton}
        type="button"
        className={triggerClass}
        aria-label={icon || trigger ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? id : undefined}
        onPointerEnter={preloadMenuList}
        onFocus={preloadMenuList}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onKeyDown}
      >
        {triggerContent}
      </button>
      {open && button && (
        <Suspense fallback={null}>
          <MenuList
            id={id}
            reference={button}
            label={label}
            header={header}
            items={items}
            placement={placement}
            start={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
