import { useGetCmsCommonQuery } from '@casino/cms-client';
import { usePageLocale } from '@casino/i18n';
import { isAbsoluteUrl, pathInLocale, useLocalizedPath } from '@casino/routing';
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
