import { Icon, Menu, useViewportWidth } from '@casino/ui-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { splitLocale, useLocalizedPath } from '@casino/routing';
import { navigationMessages, useSiteMenu, type SiteLink } from '@casino/app-frame';
import { AccountArea } from './account-area';
import { headerMessages } from './header.messages';
import './brand-bar.css';
import { LogoMark } from './logo-mark';
import styles from './header.module.css';

/**
 * The bar shows from a laptop up (header.module.css); below this width the navigation keeps its first items in the bar
 * and the rest under "More".
 */
const ROOMY_WIDTH = 1400;
const ITEMS_IN_A_TIGHT_BAR = 4;

/** Whether the navigation's last entry ("More") reaches past the navigation's box: the bar has no room for all. */
const overflows = (nav: HTMLElement) => {
  const last = nav.lastElementChild;
  return last !== null && last.getBoundingClientRect().right > nav.getBoundingClientRect().right + 1;
};

/**
 * How many of the header menu's links fit in the bar beside "More" and the account area, at most `wanted`. Labels'
 * lengths differ by locale ("Apostas esportivas") and the account area grows (the session clock, the balance), so a
 * width threshold alone let the account menu run off the screen: the bar drops links into "More" until it fits, and
 * tries all of them again when the window's width or the links change.
 */
function useLinksThatFit(wanted: number, barWidth: number, linksKey: string) {
  const navRef = useRef<HTMLElement>(null);
  // What was found to fit, for this window width and these links only: a change of either tries all of them again.
  const key = `${barWidth} ${linksKey}`;
  const [fitting, setFitting] = useState<{ key: string; count: number } | null>(null);
  const count = fitting?.key === key ? Math.min(wanted, fitting.count) : wanted;
  useLayoutEffect(() => {
    const nav = navRef.current;
    // Below a laptop the bar is hidden: nothing to measure (a measurement would lay the page out inside this task).
    if (!nav || barWidth === 0) return;
    const drop = () => {
      if (overflows(nav)) setFitting((current) => ({ key, count: Math.max(0, (current?.key === key ? Math.min(current.count, wanted) : wanted) - 1) }));
    };
    drop();
    if (typeof ResizeObserver === 'undefined') return;
    // The account area beside it grows without rendering the header (the session clock passing an hour).
    const observer = new ResizeObserver(drop);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [count, wanted, key, barWidth]);
  return { navRef, count };
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
  // 0 on phones and tablets, as on the server: they hydrate the header without rendering it again.
  const barWidth = useViewportWidth('laptop');
  const roomy = barWidth >= ROOMY_WIDTH;
  const { navRef, count } = useLinksThatFit(roomy ? header.length : ITEMS_IN_A_TIGHT_BAR, barWidth, `${intl.locale} ${header.map((link) => link.key).join()}`);
  const inBar = header.slice(0, count);
  const inBarPaths = new Set(inBar.map(pathOf));
  const homePath = splitLocale(path('index')).pathname;
  const more = [...header.slice(inBar.length), ...sidebar].filter((link, index, all) => {
    const linkPath = pathOf(link);
    return linkPath !== homePath && !inBarPaths.has(linkPath) && all.findIndex((other) => other.to === link.to) === index;
  });
  return (
    <header className={`brand-bar ${styles['header']}`}>
      <a className={styles['skip']} href="#main">
        <FormattedMessage {...headerMessages.skipToContent} />
      </a>
      <NavLink to={path('index')} className="brand-logo" aria-label={intl.formatMessage(headerMessages.logo)}>
        <LogoMark />
        <span className="brand-name">Casino</span>
      </NavLink>
      <nav ref={navRef} aria-label={intl.formatMessage(headerMessages.mainNavigation)} className={styles['nav']}>
        {inBar.map((link) =>
          link.external ? (
            <a key={link.key} href={link.to} className={styles['navLink']} rel="noopener noreferrer">
              {link.label}
            </a>
          ) : (
            <NavLink
              key={link.key}
              to={link.to}
              className={({ isActive }) => (isActive ? `${styles['navLink']} ${styles['active']}` : styles['navLink'])}
            >
              {link.label}
            </NavLink>
          ),
        )}
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
