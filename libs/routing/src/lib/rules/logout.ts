import { buildPath } from '../build-path';
import type { RoutingLocale } from '../locales';

/** SPEC.md 2.4: after logout the player goes to the index page of the current locale. */
export function afterLogoutPath(locale?: RoutingLocale): string {
  return buildPath('index', { locale });
}
