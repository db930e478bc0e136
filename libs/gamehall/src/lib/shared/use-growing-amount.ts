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
  const [state, setState] = useState({ amount, ticks: 0 });
  // A new value from the platform replaces the local estimate (adjusting state while rendering, as React advises).
  if (state.amount !== amount) setState({ amount, ticks: 0 });
  useEffect(() => {
    if (perHour <= 0) return undefined;
    const timer = setInterval(() => setState((current) => ({ ...current, ticks: current.ticks + 1 })), tickMs);
    return () => clearInterval(timer);
  }, [perHour, tickMs]);
  return grownAmount(state.amount, perHour, state.ticks * tickMs);
}
