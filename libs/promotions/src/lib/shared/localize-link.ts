import { isAbsoluteUrl, localizePath, type RoutingLocale } from '@casino/routing';

/**
 * A link that comes as data from the CMS or the platform ('/tournaments/1', '/cashier/deposit?x=1'):
 * an in-app path gets the current locale's prefix, query and hash kept; an absolute URL stays as it is.
 */
export function localizeLink(link: string, locale: RoutingLocale): string {
  if (isAbsoluteUrl(link)) return link;
  const cut = link.search(/[?#]/);
  const pathname = cut === -1 ? link : link.slice(0, cut);
  const rest = cut === -1 ? '' : link.slice(cut);
  return `${localizePath(pathname.startsWith('/') ? pathname : `/${pathname}`, locale)}${rest}`;
}
