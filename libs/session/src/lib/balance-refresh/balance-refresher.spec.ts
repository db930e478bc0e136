import type { BalanceRefreshSettings } from '@casino/platform-contract';
import { resolveBalanceRefreshSettings } from './balance-refresh-settings';
import { startBalanceRefresher } from './balance-refresher';

describe('startBalanceRefresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(settings: Partial<BalanceRefreshSettings>) {
    const refresh = vi.fn();
    const refresher = startBalanceRefresher({ settings: resolveBalanceRefreshSettings(settings), refresh });
    return { refresher, refresh };
  }

  it.each([
    { settings: {}, afterMs: 60_000, requests: 0 },
    { settings: { isEnabledInterval: true }, afterMs: 9_999, requests: 0 },
    { settings: { isEnabledInterval: true }, afterMs: 10_000, requests: 1 },
    { settings: { isEnabledInterval: true }, afterMs: 60_000, requests: 6 },
    { settings: { isEnabledInterval: true, countSecondsForInterval: 30 }, afterMs: 60_000, requests: 2 },
    // Turned off after 5 minutes without activity: the ticks at 10..290 s go out, 300 s and later do not.
    { settings: { isEnabledInterval: true }, afterMs: 20 * 60_000, requests: 29 },
    { settings: { isEnabledInterval: true, isEnabledTurnOffRequests: false }, afterMs: 20 * 60_000, requests: 120 },
    { settings: { isEnabledInterval: true, countMinutesAfterWhichRequestsTurnedOff: 1 }, afterMs: 5 * 60_000, requests: 5 },
  ])('with $settings, $afterMs ms without activity send $requests requests', ({ settings, afterMs, requests }) => {
    const { refresh } = start(settings);
    vi.advanceTimersByTime(afterMs);
    expect(refresh).toHaveBeenCalledTimes(requests);
  });

  it('activity keeps the interval going and resumes it, with a refresh, after the turn-off', () => {
    const { refresher, refresh } = start({ isEnabledInterval: true, countMinutesAfterWhichRequestsTurnedOff: 1 });
    vi.advanceTimersByTime(50_000);
    refresher.activity();
    // Ticks at 10..100 s go out; the one at 110 s, a minute after the activity, turns the interval off.
    vi.advanceTimersByTime(59_999);
    expect(refresh).toHaveBeenCalledTimes(10);
    expect(refresher.isPolling()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(10);
    expect(refresher.isPolling()).toBe(false);
    refresh.mockClear();
    refresher.activity();
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it.each([
    { settings: {}, clicksAtMs: [0, 5_000], sent: [false, false] },
    { settings: { isEnabledRequestsAfterClick: true }, clicksAtMs: [0, 500, 999, 1_000, 1_500, 2_000], sent: [true, false, false, true, false, true] },
    { settings: { isEnabledRequestsAfterClick: true, countSecondsForDelayBetweenClick: 3 }, clicksAtMs: [0, 2_999, 3_000], sent: [true, false, true] },
  ])('refresh clicks at $clicksAtMs with $settings send $sent', ({ settings, clicksAtMs, sent }) => {
    const { refresher, refresh } = start(settings);
    let elapsed = 0;
    const results = clicksAtMs.map((at) => {
      vi.advanceTimersByTime(at - elapsed);
      elapsed = at;
      return refresher.refreshNow();
    });
    expect(results).toEqual(sent);
    expect(refresh).toHaveBeenCalledTimes(sent.filter(Boolean).length);
  });

  it('a click on the refresh button after the turn-off sends one request, not two', () => {
    const { refresher, refresh } = start({ isEnabledInterval: true, isEnabledRequestsAfterClick: true, countMinutesAfterWhichRequestsTurnedOff: 1 });
    vi.advanceTimersByTime(2 * 60_000);
    refresh.mockClear();
    // The page sees the click as activity first, then the button handles it.
    refresher.activity();
    expect(refresher.refreshNow()).toBe(true);
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresher.isPolling()).toBe(true);
  });

  it('sends nothing once stopped (signed out)', () => {
    const { refresher, refresh } = start({ isEnabledInterval: true, isEnabledRequestsAfterClick: true });
    refresher.stop();
    vi.advanceTimersByTime(60_000);
    expect(refresher.refreshNow()).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});
