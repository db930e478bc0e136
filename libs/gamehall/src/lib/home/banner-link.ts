import { isAbsoluteUrl, localizePath } from '@casino/routing';
import type { Locale } from '@casino/platform-contract';

export type BannerTarget = { to: string } | { href: string };

/**
 * Where a banner leads: an in-app path (as the CMS and platform write them, without a locale prefix)
 * gets the page's prefix; an absolute URL stays as it is and leaves the site.
 */
export function bannerTarget(link: string | undefined, locale: Locale): BannerTarget | null {
  if (!link) return null;
  if (isAbsoluteUrl(link)) return { href: link };
  const [path = '/', rest = ''] = link.split(/(?=[?#])/);
  return { to: `${localizePath(path.startsWith('/') ? path : `/${path}`, locale)}${rest}` };
}
