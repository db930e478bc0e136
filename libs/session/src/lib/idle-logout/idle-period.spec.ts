import { idlePeriodSeconds } from './idle-period';

const settings = { time_to_force_logout: 600, user_inactivity_cashier_time: 900, user_inactivity_pp_time: 1800 };

describe('idlePeriodSeconds', () => {
  it.each([
    ['/', 600],
    ['/profile', 600],
    ['/games/some-slot/real', 600],
    ['/cashier', 900],
    ['/cashier/deposit', 900],
    ['/cashier/deposit/visa', 900],
    ['/cashier/withdraw', 900],
    ['/pl/cashier/history', 900],
    ['/cashier/billing', 1800],
    ['/ar/cashier/paymobile', 1800],
    ['/cashier/paynewwindow', 1800],
  ])('%s: %i s', (pathname, seconds) => {
    expect(idlePeriodSeconds(settings, pathname)).toBe(seconds);
  });

  it("falls back to the site's time when the page's own is not set (null, zero or nonsense)", () => {
    for (const missing of [null, 0, -5, Number.NaN]) {
      expect(idlePeriodSeconds({ ...settings, user_inactivity_cashier_time: missing, user_inactivity_pp_time: missing }, '/cashier/billing')).toBe(600);
      expect(idlePeriodSeconds({ ...settings, user_inactivity_cashier_time: missing }, '/cashier')).toBe(600);
    }
  });

  it('is null without settings or when nothing sets a time', () => {
    expect(idlePeriodSeconds(undefined, '/cashier')).toBeNull();
    expect(idlePeriodSeconds({ time_to_force_logout: null, user_inactivity_cashier_time: null, user_inactivity_pp_time: 1800 }, '/cashier')).toBeNull();
    expect(idlePeriodSeconds({ time_to_force_logout: null, user_inactivity_cashier_time: null, user_inactivity_pp_time: 1800 }, '/cashier/billing')).toBe(1800);
  });
});
