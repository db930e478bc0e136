import { useEffect, useState } from 'react';

const HOUR_MS = 3_600_000;

/** The amount a pool reaches `elapsedMs` after it was read, growing `perHour`, in whole cents. */
export function grownAmount(amount: number, perHour: number, elapsedMs: number): number {
  return Math.floor((amount + (perHour * elapsedMs) / HOUR_MS) * 100) / 100;
}

/**
 * A jackpot amount that keeps growing on screen between reads, at the pool's own rate (growth_per_hour),
 * ticking once a second; it restarts from every fresh value the platform sends.
 */
export function useGrowingAmount(amount: number, perHour = 0, tickMs = 1000): number {
  const [state, setState] = useState({ amount, since: Date.now(), now: Date.now() });
  if (state.amount !== amount) setState({ amount, since: Date.now(), now: Date.now() });
  useEffect(() => {
    if (perHour <= 0) return undefined;
    const timer = setInterval(() => setState((current) => ({ ...current, now: Date.now() })), tickMs);
    return () => clearInterval(timer);
  }, [perHour, tickMs]);
  return grownAmount(state.amount, perHour, state.now - state.since);
}
