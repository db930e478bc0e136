import { isAbsoluteUrl, localizePath } from '@casino/routing';
import type { Locale } from '@casino/platform-contract';

/**
 * A link that comes as data from the CMS or the platform ('/tournaments/1', '/cashier/deposit?x=1'):
 * an in-app path gets the current locale's prefix, query and hash kept; an absolute URL stays as it is.
 */
export function localizeLink(link: string, locale: Locale): string {
  if (isAbsoluteUrl(link)) return link;
  const cut = link.search(/[?#]/);
  const pathname = cut === -1 ? link : link.slice(0, cut);
  const rest = cut === -1 ? '' : link.slice(cut);
  return `${localizePath(pathname.startsWith('/') ? pathname : `/${pathname}`, locale)}${rest}`;
}
