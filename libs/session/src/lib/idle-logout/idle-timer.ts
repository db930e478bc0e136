/** SPEC.md 4 and 9: the warning opens at 80% of time_to_force_logout and counts down the remaining 20%. */
export const IDLE_WARNING_SHARE = 0.8;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/** Where an idle period of `periodMs` stands after `idleMs` without player activity. */
export function idlePhaseAt(idleMs: number, periodMs: number): IdlePhase {
  if (idleMs >= periodMs) return { phase: 'expired' };
  if (idleMs >= periodMs * IDLE_WARNING_SHARE) return { phase: 'warning', secondsLeft: Math.ceil((periodMs - idleMs) / 1000) };
  return { phase: 'active' };
}

export type IdleTimerOptions = {
  periodMs: number;
  /** The countdown of the warning, once when it opens and then every second. */
  onCountdown: (secondsLeft: number) => void;
  /** Activity ended a warning: the popup closes. */
  onActive: () => void;
  /** The full period passed without activity: sign out. */
  onExpire: () => void;
  now?: () => number;
};

export type IdleTimer = {
  /** A key press, click, scroll or route change. */
  activity: () => void;
  stop: () => void;
};

/**
 * Starts the idle timer. Activity only records a timestamp (scroll fires often; a cheap phone should not
 * re-arm timers on every event); the one pending timeout re-checks the elapsed time when it fires.
 */
export function startIdleTimer({ periodMs, onCountdown, onActive, onExpire, now = Date.now }: IdleTimerOptions): IdleTimer {
  let lastActivity = now();
  let warning = false;
  let stopped = false;
  let timeout: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs: number) => {
    clearTimeout(timeout);
    timeout = setTimeout(check, Math.max(0, delayMs));
  };

  function check() {
    if (stopped) return;
    const idleMs = now() - lastActivity;
    const phase = idlePhaseAt(idleMs, periodMs);
    if (phase.phase === 'expired') {
      stopped = true;
      onExpire();
      return;
    }
    if (phase.phase === 'warning') {
      warning = true;
      onCountdown(phase.secondsLeft);
      // Next whole second of the countdown, or the end of the period.
      const untilEnd = periodMs - idleMs;
      schedule(untilEnd - (phase.secondsLeft - 1) * 1000);
      return;
    }
    schedule(periodMs * IDLE_WARNING_SHARE - idleMs);
  }

  schedule(periodMs * IDLE_WARNING_SHARE);

  return {
    activity() {
      if (stopped) return;
      lastActivity = now();
      if (warning) {
        warning = false;
        onActive();
        schedule(periodMs * IDLE_WARNING_SHARE);
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timeout);
    },
  };
}
