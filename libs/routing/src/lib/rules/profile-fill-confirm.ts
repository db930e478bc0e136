import type { Locale } from '@casino/platform-contract';
import { buildPath } from '../build-path';

export type ProfileFillConfirmOptions = {
  locale?: Locale;
  /** Where the player came from, for the settings page to return or report. */
  from: string;
  /** The toast the settings page shows on arrival. */
  toastType: string;
};

/** SPEC.md 2.4: after the fill-profile confirm, the player goes to profile settings with from and toastType. */
export function profileFillConfirmPath({ locale, from, toastType }: ProfileFillConfirmOptions): string {
  return buildPath('profile.settings', { locale, query: { from, toastType } });
}
