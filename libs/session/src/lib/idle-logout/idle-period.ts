import type { GeneralInfo } from '@casino/platform-contract';
import { matchRoute } from '@casino/routing';

/** The payment page: the provider's page in the billing frame, or opened on a phone or in a new window. */
const PAYMENT_PAGE_ROUTES: ReadonlySet<string> = new Set(['cashier.billing', 'cashier.paymobile', 'cashier.paynewwindow']);

type IdleSettings = Pick<GeneralInfo, 'time_to_force_logout' | 'user_inactivity_cashier_time' | 'user_inactivity_pp_time'>;

const positive = (seconds: number | null | undefined) => (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null);

/**
 * How many seconds of inactivity sign the player out on this page (SPEC.md 3 and 4): the operator's own time for
 * the payment page (`user_inactivity_pp_time`: a player reading a bank's page or waiting for a code does not touch
 * the site) and for the rest of the cashier (`user_inactivity_cashier_time`), and `time_to_force_logout` elsewhere
 * or when the page's own time is not set. Null: no idle logout here.
 */
export function idlePeriodSeconds(settings: IdleSettings | undefined, pathname: string): number | null {
  if (!settings) return null;
  const name = matchRoute(pathname)?.route.name ?? '';
  const own = PAYMENT_PAGE_ROUTES.has(name)
    ? settings.user_inactivity_pp_time
    : name.startsWith('cashier.') || name.startsWith('cashier-')
      ? settings.user_inactivity_cashier_time
      : null;
  return positive(own) ?? positive(settings.time_to_force_logout);
}
