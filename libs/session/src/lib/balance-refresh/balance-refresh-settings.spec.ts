import { DEFAULT_BALANCE_REFRESH_SETTINGS } from '@casino/platform-contract';
import { resolveBalanceRefreshSettings } from './balance-refresh-settings';

describe('resolveBalanceRefreshSettings', () => {
  it('defaults to SPEC.md 9: 10 s interval, 1 s between clicks, off after 5 min, only turn-off on', () => {
    expect(resolveBalanceRefreshSettings()).toEqual({
      countSecondsForDelayBetweenClick: 1,
      isEnabledInterval: false,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: false,
    });
  });

  it.each([
    { given: { isEnabledInterval: true }, field: 'isEnabledInterval', expected: true },
    { given: { isEnabledTurnOffRequests: false }, field: 'isEnabledTurnOffRequests', expected: false },
    { given: { isEnabledRequestsAfterClick: true }, field: 'isEnabledRequestsAfterClick', expected: true },
    { given: { countSecondsForInterval: 30 }, field: 'countSecondsForInterval', expected: 30 },
    { given: { countSecondsForInterval: 0 }, field: 'countSecondsForInterval', expected: 10 },
    { given: { countSecondsForInterval: -5 }, field: 'countSecondsForInterval', expected: 10 },
    { given: { countSecondsForInterval: null }, field: 'countSecondsForInterval', expected: 10 },
    { given: { countSecondsForDelayBetweenClick: 3 }, field: 'countSecondsForDelayBetweenClick', expected: 3 },
    { given: { countMinutesAfterWhichRequestsTurnedOff: 15 }, field: 'countMinutesAfterWhichRequestsTurnedOff', expected: 15 },
    { given: { isEnabledInterval: 'yes' }, field: 'isEnabledInterval', expected: false },
  ] as const)('$field from $given is $expected', ({ given, field, expected }) => {
    const resolved = resolveBalanceRefreshSettings(given);
    expect(resolved[field]).toBe(expected);
    expect({ ...resolved, [field]: DEFAULT_BALANCE_REFRESH_SETTINGS[field] }).toEqual(DEFAULT_BALANCE_REFRESH_SETTINGS);
  });
});
