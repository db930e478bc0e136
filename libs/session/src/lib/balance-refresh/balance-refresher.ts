import type { BalanceRefreshSettings } from '@casino/platform-contract';

export type BalanceRefresherOptions = {
  settings: BalanceRefreshSettings;
  /** Sends the request (account info). */
  refresh: () => void;
  now?: () => number;
};

export type BalanceRefresher = {
  /** The player did something: an interval turned off for inactivity starts again, with a refresh. */
  activity: () => void;
  /** The refresh button: true when a request went out, false when turned off or too soon after the last click. */
  refreshNow: () => boolean;
  /** Whether the interval is running (false when disabled, turned off for inactivity or stopped). */
  isPolling: () => boolean;
  stop: () => void;
};

/** The balance refresh of SPEC.md 3 as a timer-driven state machine, independent of React. */
export function startBalanceRefresher({ settings, refresh, now = Date.now }: BalanceRefresherOptions): BalanceRefresher {
  const intervalMs = settings.countSecondsForInterval * 1000;
  const turnOffMs = settings.countMinutesAfterWhichRequestsTurnedOff * 60_000;
  const clickDelayMs = settings.countSecondsForDelayBetweenClick * 1000;
  let lastActivity = now();
  let lastClick = -Infinity;
  let interval: ReturnType<typeof setInterval> | undefined;
  let resumeRefresh: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const idleTooLong = () => settings.isEnabledTurnOffRequests && now() - lastActivity >= turnOffMs;

  const tick = () => {
    if (idleTooLong()) {
      clearInterval(interval);
      interval = undefined;
      return;
    }
    refresh();
  };

  const startInterval = () => {
    if (!settings.isEnabledInterval || stopped || interval !== undefined) return false;
    interval = setInterval(tick, intervalMs);
    return true;
  };

  startInterval();

  return {
    activity() {
      if (stopped) return;
      lastActivity = now();
      const resumed = settings.isEnabledInterval && interval === undefined && startInterval();
      // The balance may have changed during the pause (a game in another tab): show it now. After the
      // event has been handled, so a click on the refresh button itself sends one request, not two.
      if (resumed) resumeRefresh = setTimeout(refresh, 0);
    },
    refreshNow() {
      if (stopped || !settings.isEnabledRequestsAfterClick) return false;
      const at = now();
      if (at - lastClick < clickDelayMs) return false;
      lastClick = at;
      lastActivity = at;
      clearTimeout(resumeRefresh);
      startInterval();
      refresh();
      return true;
    },
    isPolling: () => interval !== undefined,
    stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(resumeRefresh);
      interval = undefined;
    },
  };
}
