import { DEFAULT_BALANCE_REFRESH_SETTINGS, type BalanceRefreshSettings } from '@casino/platform-contract';

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The settings to use: each missing (or null) field takes its default, and a duration that is not a
 * positive number does too, so a bad CMS value can never turn the interval into a request loop.
 */
export function resolveBalanceRefreshSettings(settings?: Partial<Record<keyof BalanceRefreshSettings, unknown>> | null): BalanceRefreshSettings {
  const defaults = DEFAULT_BALANCE_REFRESH_SETTINGS;
  const flag = (key: 'isEnabledInterval' | 'isEnabledTurnOffRequests' | 'isEnabledRequestsAfterClick') =>
    typeof settings?.[key] === 'boolean' ? (settings[key] as boolean) : defaults[key];
  const duration = (key: 'countSecondsForDelayBetweenClick' | 'countSecondsForInterval' | 'countMinutesAfterWhichRequestsTurnedOff') => {
    const value = settings?.[key];
    return isPositive(value) ? value : defaults[key];
  };
  return {
    countSecondsForDelayBetweenClick: duration('countSecondsForDelayBetweenClick'),
    isEnabledInterval: flag('isEnabledInterval'),
    countSecondsForInterval: duration('countSecondsForInterval'),
    isEnabledTurnOffRequests: flag('isEnabledTurnOffRequests'),
    countMinutesAfterWhichRequestsTurnedOff: duration('countMinutesAfterWhichRequestsTurnedOff'),
    isEnabledRequestsAfterClick: flag('isEnabledRequestsAfterClick'),
  };
}
