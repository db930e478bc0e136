import { useGetCmsCommonQuery } from '@casino/cms-client';
import { usePageLocale } from '@casino/i18n';
import { isAbsoluteUrl, pathInLocale, splitLocale, useLocalizedPath } from '@casino/routing';
import type { IconName } from '@casino/ui-kit';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { HEADER_NAV, SIDEBAR_NAV, type NavItem } from './navigation';

/** One entry of a site menu: an in-app path in the page's language, or another site's address. */
export type SiteLink = { key: string; to: string; label: ReactNode; icon: IconName; external: boolean };

/** The CMS names its menu icons after its own set; these are the ui-kit's drawings of the same things. */
const CMS_ICONS: Record<string, IconName> = {
  home: 'home',
  cards: 'gamepad',
  live: 'play',
  jackpot: 'coins',
  cup: 'trophy',
  gift: 'gift',
  ball: 'fire',
  tag: 'star',
  crown: 'crown',
  star: 'star',
  grid: 'filter',
  chat: 'headset',
  wallet: 'wallet',
};

const FALLBACK: Record<SiteMenu, readonly NavItem[]> = { header: HEADER_NAV, sidebar: SIDEBAR_NAV };

export type SiteMenu = 'header' | 'sidebar';

/**
 * A site menu from the CMS (`common.menus.header`, `common.menus.sidebar`), so an operator edits the navigation
 * without a release; today's fixed lists while the CMS sends none (or has not answered yet).
 */
export function useSiteMenu(menu: SiteMenu): SiteLink[] {
  const locale = usePageLocale();
  const path = useLocalizedPath();
  const { data: common } = useGetCmsCommonQuery();
  const items = common?.menus?.[menu];
  return useMemo(() => {
    if (items?.length) {
      return items
        .filter(({ url }) => url && !url.startsWith('#'))
        .map(({ title, url, icon }) => {
          const external = isAbsoluteUrl(url);
          return {
            key: url,
            to: external ? url : pathInLocale(url, locale),
            label: title,
            icon: (typeof icon === 'string' && CMS_ICONS[icon]) || 'star',
            external,
          };
        });
    }
    return FALLBACK[menu].map((item) => ({
      key: item.route,
      to: path(item.route),
      label: <FormattedMessage {...item.label} />,
      icon: item.icon,
      external: false,
    }));
  }, [items, locale, menu, path]);
}

/**
 * Every area of the site in one list, for a menu that stands where no header navigation is (the phone menu, the
 * mini-app): the home page, the header menu's areas (game hall, jackpots, tournaments, betting…), then the site menu's
 * other entries, each address once. A CMS that splits its areas between the two menus loses none of them there.
 */
export function everyArea(header: readonly SiteLink[], sidebar: readonly SiteLink[]): SiteLink[] {
  const isHome = (link: SiteLink) => !link.external && splitLocale(link.to.split(/[?#]/)[0] ?? '/').pathname === '/';
  const all = [...sidebar.filter(isHome), ...header, ...sidebar.filter((link) => !isHome(link))];
  return all.filter((link, index) => all.findIndex((other) => other.to === link.to) === index);
}

/** The site menu of a phone or the mini-app: `everyArea` of the CMS's header and sidebar menus. */
export function useEveryArea(): SiteLink[] {
  const header = useSiteMenu('header');
  const sidebar = useSiteMenu('sidebar');
  return useMemo(() => everyArea(header, sidebar), [header, sidebar]);
}
