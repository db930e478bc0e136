import { buildPath } from '../build-path';
import type { RoutingLocale } from '../locales';

export type ProfileFillConfirmOptions = {
  locale?: RoutingLocale;
  /** Where the player came from, for the settings page to return or report. */
  from: string;
  /** The toast the settings page shows on arrival. */
  toastType: string;
};

/** SPEC.md 2.4: after the fill-profile confirm, the player goes to profile settings with from and toastType. */
export function profileFillConfirmPath({ locale, from, toastType }: ProfileFillConfirmOptions): string {
  return buildPath('profile.settings', { locale, query: { from, toastType } });
}
