import type { RgPeriod } from '@casino/platform-contract';

/**
 * Limit periods are calendar periods in UTC (the extension's rule, libs/platform-contract extensions): a day from
 * 00:00, a week from Monday 00:00, a month from the 1st 00:00. A player reads "resets at midnight" plainly, and a
 * refusal can name the moment it ends.
 */
export function periodStart(now: number, period: RgPeriod): number {
  const date = new Date(now);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'day') return day;
  if (period === 'week') return day - ((date.getUTCDay() + 6) % 7) * 86_400_000;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The start of the next period: when what the current one counted stops counting. */
export function periodEnd(now: number, period: RgPeriod): number {
  const start = new Date(periodStart(now, period));
  if (period === 'day') return start.getTime() + 86_400_000;
  if (period === 'week') return start.getTime() + 7 * 86_400_000;
  return Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The bounds of the current period as the answers carry them. */
export const periodBounds = (now: number, period: RgPeriod) => ({ period_start: iso(periodStart(now, period)), resets_at: iso(periodEnd(now, period)) });
