import { Icon, Menu } from '@casino/ui-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { splitLocale, useLocalizedPath } from '@casino/routing';
import { currentLinkKey, navigationMessages, useSiteMenu, type SiteLink } from '@casino/app-frame';
import { AccountArea } from './account-area';
import { headerMessages } from './header.messages';
import './brand-bar.css';
import { LogoMark } from './logo-mark';
import styles from './header.module.css';

/** Below 1400 px (header.module.css's .roomyOnly) the bar keeps at most this many links, the rest under "More". */
const ITEMS_IN_A_TIGHT_BAR = 4;

const sameKeys = (current: ReadonlySet<string> | null, keys: string[]) => current?.size === keys.length && keys.every((key) => current.has(key));

/**
 * Which of the header menu's links the bar has no room for. The bar lays itself out (header.module.css: a link that
 * does not fit beside "More" and the account area wraps to a clipped second row), the same in the server's HTML as
 * after the scripts run, whatever the locale's labels and the account area's width: a laptop's bar used to change
 * under the player's pointer once the scripts measured it. This reads which links went, for "More" and to hide them
 * (.offBar: out of the tab order and the accessibility tree too); `null` until read.
 */
function useLinksOffTheBar(linksKey: string) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [off, setOff] = useState<ReadonlySet<string> | null>(null);
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    // A resize observer's callback runs after the browser's own layout: reading the boxes there costs no extra one.
    const read = () => {
      // Below a laptop the bar is not shown: nothing to read.
      if (row.offsetParent === null) return;
      const links = [...row.children] as HTMLElement[];
      const top = links[0]?.offsetTop ?? 0;
      const keys = links.filter((link) => link.offsetParent === null || link.offsetTop > top).map((link) => link.dataset['key'] ?? '');
      setOff((current) => (sameKeys(current, keys) ? current : new Set(keys)));
    };
    const observer = new ResizeObserver(read);
    observer.observe(row);
    return () => observer.disconnect();
  }, [linksKey]);
  return { rowRef, off };
}

const pathOf = (link: SiteLink) => splitLocale(link.to.split(/[?#]/)[0] ?? '/').pathname;

/**
 * The sticky header: the brand, the desktop navigation (laptop and up; the CMS header menu, and under "More" every
 * other public area of the site menu, so /loyalty, /offers, /providers and /winners are one click away), and the
 * account area with the balance.
 */
export function Header() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const header = useSiteMenu('header');
  const sidebar = useSiteMenu('sidebar');
  const current = currentLinkKey(header, useLocation());
  const { rowRef, off } = useLinksOffTheBar(`${intl.locale} ${header.map((link) => link.key).join()}`);
  // Until the bar is read, "More" lists what a tight bar leaves out (its items render only when it opens).
  const isOff = (link: SiteLink, index: number) => (off ? off.has(link.key) : index >= ITEMS_IN_A_TIGHT_BAR);
  const shownPaths = new Set(header.filter((link, index) => !isOff(link, index)).map(pathOf));
  const homePath = splitLocale(path('index')).pathname;
  const more = [...header, ...sidebar].filter((link, index, all) => {
    const linkPath = pathOf(link);
    return linkPath !== homePath && !shownPaths.has(linkPath) && all.findIndex((other) => other.to === link.to) === index;
  });
  const linkClass = (link: SiteLink, index: number, isActive = false) =>
    [styles['navLink'], isActive && styles['active'], index >= ITEMS_IN_A_TIGHT_BAR && styles['roomyOnly'], off?.has(link.key) && styles['offBar']]
      .filter(Boolean)
      .join(' ');
  return (
    <header className={`brand-bar ${styles['header']}`}>
      <a className={styles['skip']} href="#main">
        <FormattedMessage {...headerMessages.skipToContent} />
      </a>
      <NavLink to={path('index')} className="brand-logo" aria-label={intl.formatMessage(headerMessages.logo)}>
        <LogoMark />
        <span className="brand-name">Casino</span>
      </NavLink>
      <nav aria-label={intl.formatMessage(headerMessages.mainNavigation)} className={styles['nav']}>
        <div ref={rowRef} className={styles['links']}>
          {header.map((link, index) =>
            link.external ? (
              <a key={link.key} data-key={link.key} href={link.to} className={linkClass(link, index)} rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link
                key={link.key}
                data-key={link.key}
                to={link.to}
                aria-current={link.key === current ? 'page' : undefined}
                className={linkClass(link, index, link.key === current)}
              >
                {link.label}
              </Link>
            ),
          )}
        </div>
        {more.length > 0 && (
          <Menu
            label={intl.formatMessage(navigationMessages.more)}
            triggerClassName={styles['navLink']}
            trigger={
              <>
                <FormattedMessage {...navigationMessages.more} />
                <Icon name="chevron-down" size="sm" />
              </>
            }
            items={more.map((link) => ({ key: link.key, label: link.label, icon: link.icon, to: link.to }))}
          />
        )}
      </nav>
      <AccountArea />
    </header>
  );
}
