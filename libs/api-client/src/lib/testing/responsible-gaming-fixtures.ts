import {
  RG_COOLING_OFF_HOURS,
  type ErrorData,
  type RgExclusion,
  type RgLimits,
  type RgLimitType,
  type RgMoneyLimit,
  type RgPeriod,
  type RgRestriction,
  type RgSession,
  type RgSetLimitResult,
  type RgTimeLimit,
} from '@casino/platform-contract';
import type { PlatformCall } from './platform-handler';

/** The moment the fixtures are taken at (a Thursday): periods, cooling-offs and exclusions count from it. */
export const RG_FIXTURE_NOW = '2026-11-26T10:00:00.000Z';
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.parse(RG_FIXTURE_NOW) + offsetMs).toISOString();

const PERIODS: Record<RgPeriod, { period_start: string; resets_at: string }> = {
  day: { period_start: '2026-11-26T00:00:00.000Z', resets_at: '2026-11-27T00:00:00.000Z' },
  week: { period_start: '2026-11-23T00:00:00.000Z', resets_at: '2026-11-30T00:00:00.000Z' },
  month: { period_start: '2026-11-01T00:00:00.000Z', resets_at: '2026-12-01T00:00:00.000Z' },
};

const money = (period: RgPeriod, limit: number | null, used: number, pending: RgMoneyLimit['pending'] = null): RgMoneyLimit => ({
  period,
  limit_amount: limit,
  used_amount: used,
  available_amount: limit === null ? null : Math.max(0, limit - used),
  pending,
  can_edit: pending === null,
  expired_at: pending?.effective_at ?? null,
  ...PERIODS[period],
});

const minutes = (period: RgPeriod, limit: number | null, used: number): RgTimeLimit => ({
  period,
  limit_minutes: limit,
  used_minutes: used,
  available_minutes: limit === null ? null : Math.max(0, limit - used),
  pending: null,
  can_edit: true,
  expired_at: null,
  ...PERIODS[period],
});

/**
 * A careful player's limits: deposits limited per week and per month (a raise of the monthly one waiting out its
 * cooling-off), a daily loss limit nearly used, no wager limit, two hours a day of session time, a reality check
 * every 30 minutes.
 */
export const responsibleGamingLimitsFixture: RgLimits = {
  currency: 'EUR',
  cooling_off_hours: RG_COOLING_OFF_HOURS,
  deposit: {
    day: money('day', null, 40),
    week: money('week', 500, 120),
    month: money('month', 1000, 320, { limit_amount: 1500, effective_at: at(20 * HOUR) }),
  },
  loss: { day: money('day', 50, 42.5), week: money('week', null, 80), month: money('month', null, 80) },
  wager: { day: money('day', null, 310), week: money('week', null, 900), month: money('month', null, 2400) },
  session: { day: minutes('day', 120, 35), week: minutes('week', null, 240), month: minutes('month', null, 900) },
  reality_check: { interval_minutes: 30 },
};

/** Signed in 35 minutes ago, 42.50 down, a reality check due at the hour. */
export const responsibleGamingSessionFixture: RgSession = {
  started_at: at(-35 * 60_000),
  now: RG_FIXTURE_NOW,
  duration_seconds: 35 * 60,
  bets: { amount: 96, currency: 'EUR' },
  wins: { amount: 53.5, currency: 'EUR' },
  net_result: { amount: -42.5, currency: 'EUR' },
  rounds: 48,
  reality_check_minutes: 30,
  next_reality_check_at: at(25 * 60_000),
  session_limit_ends_at: at(85 * 60_000),
};

/** The platform's rule (the contract's header) applied to the fixtures, so a story's limit form behaves as the platform does. */
export function setLimitAnswer({ body }: PlatformCall): RgSetLimitResult {
  const type = String(body?.get('type')) as RgLimitType;
  const period = String(body?.get('period')) as RgPeriod;
  const raw = body?.get('amount');
  const value = raw === null || raw === undefined || raw === 'null' || raw === '' ? null : Number(raw);
  const limits: RgLimits = structuredClone(responsibleGamingLimitsFixture);
  if (type === 'session') {
    const current = limits.session[period];
    const applied = value !== null && (current.limit_minutes === null || value <= current.limit_minutes);
    limits.session[period] = applied
      ? minutes(period, value, current.used_minutes)
      : { ...current, pending: { limit_minutes: value, effective_at: at(RG_COOLING_OFF_HOURS * HOUR) }, can_edit: false, expired_at: at(RG_COOLING_OFF_HOURS * HOUR) };
    return { result: 1, applied, limits };
  }
  const current = limits[type][period];
  const applied = value !== null && (current.limit_amount === null || value <= current.limit_amount);
  limits[type][period] = applied
    ? money(period, value, current.used_amount)
    : money(period, current.limit_amount, current.used_amount, { limit_amount: value, effective_at: at(RG_COOLING_OFF_HOURS * HOUR) });
  return { result: 1, applied, limits };
}

const exclusion = (type: RgExclusion['type'], ends: Record<string, number>) => ({ body }: PlatformCall): RgExclusion => {
  const duration = String(body?.get('duration')) as RgExclusion['duration'];
  return { result: 1, type, duration, started_at: RG_FIXTURE_NOW, ends_at: at((ends[duration] ?? 24) * HOUR) };
};
export const timeOutAnswer = exclusion('time_out', { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 });
export const selfExcludeAnswer = exclusion('self_exclusion', { '6m': 181 * 24, '1y': 365 * 24, '5y': 1826 * 24 });

/** The `error_data` of the platform's refusals, for `platformErrorHandler(method, type, { errorData })` in stories. */
export const responsibleGamingRefusals = {
  /** auth.login (and Telegram and social sign-in) while timed out: AuthorizationException. */
  timeOut: { restriction: 'time_out', ends_at: at(7 * 24 * HOUR) },
  /** auth.login while self-excluded: AuthorizationException. */
  selfExclusion: { restriction: 'self_exclusion', ends_at: '2027-05-26T10:00:00.000Z' },
  /** Any call of a session past its time limit, and sign-in until the next period: AuthorizationException. */
  sessionLimit: { restriction: 'session_limit', period: 'day', ends_at: PERIODS.day.resets_at },
  /** cashier.makedeposit over a deposit limit: BillingDepositLimitExceededException. */
  depositLimit: { available_amount: 380, restriction: 'deposit_limit', period: 'week', limit_amount: 500, resets_at: PERIODS.week.resets_at },
  /** A casino round or sports bet past the loss limit (the game and sportsbook pages): InvalidParameterException. */
  lossLimit: { bet: ['Loss limit reached'], restriction: 'loss_limit', period: 'day', limit_amount: 50, available_amount: 7.5, resets_at: PERIODS.day.resets_at },
} satisfies Record<string, ErrorData & RgRestriction>;
