import { idlePhaseAt, startIdleTimer } from './idle-timer';

describe('idlePhaseAt', () => {
  it.each([
    { idleMs: 0, periodMs: 100_000, expected: { phase: 'active' } },
    { idleMs: 79_999, periodMs: 100_000, expected: { phase: 'active' } },
    { idleMs: 80_000, periodMs: 100_000, expected: { phase: 'warning', secondsLeft: 20 } },
    { idleMs: 80_500, periodMs: 100_000, expected: { phase: 'warning', secondsLeft: 20 } },
    { idleMs: 99_001, periodMs: 100_000, expected: { phase: 'warning', secondsLeft: 1 } },
    { idleMs: 100_000, periodMs: 100_000, expected: { phase: 'expired' } },
    { idleMs: 1_440_000, periodMs: 1_800_000, expected: { phase: 'warning', secondsLeft: 360 } },
  ])('$idleMs ms idle of $periodMs ms is $expected.phase', ({ idleMs, periodMs, expected }) => {
    expect(idlePhaseAt(idleMs, periodMs)).toEqual(expected);
  });
});

describe('startIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(periodMs = 10_000) {
    const calls: string[] = [];
    const timer = startIdleTimer({
      periodMs,
      onCountdown: (secondsLeft) => calls.push(`countdown ${secondsLeft}`),
      onActive: () => calls.push('active'),
      onExpire: () => calls.push('expire'),
    });
    return { timer, calls };
  }

  it('opens the warning at 80%, counts the last 20% down each second and expires at 100%', () => {
    const { calls } = start(10_000);
    vi.advanceTimersByTime(7_999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['countdown 2']);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(['countdown 2', 'countdown 1']);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(['countdown 2', 'countdown 1', 'expire']);
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(3);
  });

  it.each([
    { activityAtMs: 5_000, warningAtMs: 13_000 },
    { activityAtMs: 7_999, warningAtMs: 15_999 },
  ])('activity at $activityAtMs ms before the warning moves it to $warningAtMs ms', ({ activityAtMs, warningAtMs }) => {
    const { timer, calls } = start(10_000);
    vi.advanceTimersByTime(activityAtMs);
    timer.activity();
    vi.advanceTimersByTime(warningAtMs - activityAtMs - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['countdown 2']);
  });

  it('activity during the warning closes it and starts a full period again', () => {
    const { timer, calls } = start(10_000);
    vi.advanceTimersByTime(9_000);
    timer.activity();
    expect(calls).toEqual(['countdown 2', 'countdown 1', 'active']);
    vi.advanceTimersByTime(7_999);
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('countdown 2');
  });

  it('does nothing more once stopped (signed out)', () => {
    const { timer, calls } = start(10_000);
    vi.advanceTimersByTime(5_000);
    timer.stop();
    timer.activity();
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual([]);
  });
});
