import * as v from 'valibot';
import {
  PLATFORM_METHODS,
  readRestriction,
  RESPONSIBLE_GAMING_METHODS,
  rgExclusionSchema,
  rgLimitsSchema,
  rgSessionSchema,
  SPEC_PLATFORM_METHODS,
  type RgMoneyLimit,
  type RgTimeLimit,
} from '../../index';
import { REQUEST_SCHEMAS, rgRealityCheckBodySchema, rgSelfExcludeBodySchema, rgSetLimitBodySchema, rgTimeOutBodySchema } from '../../requests';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : v.flatten(result.issues).nested;
};

const period = { period_start: '2026-11-26T00:00:00.000Z', resets_at: '2026-11-27T00:00:00.000Z' };
const money = (over: Partial<RgMoneyLimit> = {}): RgMoneyLimit => ({
  period: 'day',
  limit_amount: null,
  used_amount: 0,
  available_amount: null,
  can_edit: true,
  expired_at: null,
  pending: null,
  ...period,
  ...over,
});
const minutes = (over: Partial<RgTimeLimit> = {}): RgTimeLimit => ({
  period: 'day',
  limit_minutes: null,
  used_minutes: 0,
  available_minutes: null,
  can_edit: true,
  expired_at: null,
  pending: null,
  ...period,
  ...over,
});
const three = <T>(make: () => T) => ({ day: make(), week: make(), month: make() });

describe('responsible gaming: a platform extension beyond SPEC.md 7.2', () => {
  it('adds its methods to PLATFORM_METHODS without renaming any method of the spec', () => {
    for (const [name, verb] of Object.entries(RESPONSIBLE_GAMING_METHODS)) expect(PLATFORM_METHODS[name as keyof typeof PLATFORM_METHODS]).toBe(verb);
    expect(Object.keys(PLATFORM_METHODS)).toHaveLength(Object.keys(SPEC_PLATFORM_METHODS).length + Object.keys(RESPONSIBLE_GAMING_METHODS).length);
    expect(PLATFORM_METHODS['responsibleGaming.getLimits']).toBe('GET');
    expect(PLATFORM_METHODS['responsibleGaming.selfExclude']).toBe('POST');
  });

  it('gives every POST of the extension a request schema', () => {
    const posts = Object.entries(RESPONSIBLE_GAMING_METHODS).filter(([, verb]) => verb === 'POST').map(([name]) => name);
    for (const name of posts) expect(REQUEST_SCHEMAS).toHaveProperty([name, 'body']);
  });

  it('parses the limits a player sees, with a raise waiting out its cooling-off', () => {
    const waiting = money({ limit_amount: 100, used_amount: 40, available_amount: 60, can_edit: false, expired_at: '2026-11-27T10:00:00.000Z', pending: { limit_amount: 500, effective_at: '2026-11-27T10:00:00.000Z' } });
    const limits = {
      currency: 'EUR',
      cooling_off_hours: 24,
      deposit: { ...three(money), day: waiting },
      loss: three(money),
      wager: three(money),
      session: { ...three(minutes), week: minutes({ period: 'week', limit_minutes: 600, used_minutes: 30, available_minutes: 570, pending: { limit_minutes: null, effective_at: '2026-11-27T10:00:00.000Z' } }) },
      reality_check: { interval_minutes: 30 },
    };
    expect(v.safeParse(rgLimitsSchema, limits).issues).toBeUndefined();
    expect(v.is(rgLimitsSchema, { ...limits, loss: { day: money() } })).toBe(false);
    expect(v.is(rgLimitsSchema, { ...limits, deposit: { ...limits.deposit, week: money({ period: 'year' as never }) } })).toBe(false);
  });

  it('parses the session clock source and an exclusion', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const session = {
      started_at: '2026-11-26T10:00:00.000Z',
      now: '2026-11-26T10:45:00.000Z',
      duration_seconds: 2700,
      bets: eur(20),
      wins: eur(12.5),
      net_result: eur(-7.5),
      rounds: 14,
      reality_check_minutes: 30,
      next_reality_check_at: '2026-11-26T11:00:00.000Z',
      session_limit_ends_at: null,
    };
    expect(v.safeParse(rgSessionSchema, session).issues).toBeUndefined();
    expect(v.is(rgSessionSchema, { ...session, net_result: -7.5 })).toBe(false);
    const exclusion = { result: 1, type: 'self_exclusion', duration: '1y', started_at: session.started_at, ends_at: '2027-11-26T10:00:00.000Z' };
    expect(v.is(rgExclusionSchema, exclusion)).toBe(true);
    expect(v.is(rgExclusionSchema, { ...exclusion, type: 'cool_down' })).toBe(false);
  });

  it('reads the restriction behind a refusal, and nothing from an unrelated error', () => {
    expect(readRestriction({ restriction: 'self_exclusion', ends_at: '2027-05-26T10:00:00.000Z' })).toEqual({ restriction: 'self_exclusion', ends_at: '2027-05-26T10:00:00.000Z' });
    expect(readRestriction({ available_amount: 40, restriction: 'deposit_limit', period: 'week', limit_amount: 100, resets_at: '2026-11-30T00:00:00.000Z' })).toMatchObject({ period: 'week', available_amount: 40 });
    expect(readRestriction({ available_amount: 40 })).toBeNull();
    expect(readRestriction({ password: ['Wrong login or password'] })).toBeNull();
    expect(readRestriction(undefined)).toBeNull();
  });
});

describe('responsible gaming requests', () => {
  it.each([
    [{ type: 'deposit', period: 'day', amount: '50.5' }, { type: 'deposit', period: 'day', amount: 50.5 }],
    [{ type: 'loss', period: 'week', amount: 20 }, { type: 'loss', period: 'week', amount: 20 }],
    [{ type: 'session', period: 'month', amount: '600' }, { type: 'session', period: 'month', amount: 600 }],
    [{ type: 'wager', period: 'day', amount: null }, { type: 'wager', period: 'day', amount: undefined }],
    [{ type: 'wager', period: 'day', amount: '' }, { type: 'wager', period: 'day', amount: undefined }],
    [{ type: 'deposit', period: 'day' }, { type: 'deposit', period: 'day', amount: undefined }],
  ])('setLimit parses %j (no amount removes the limit)', (input, expected) => {
    expect(v.parse(rgSetLimitBodySchema, input)).toEqual(expected);
  });

  it.each([
    [{ type: 'bonus', period: 'day', amount: '5' }, { type: ['Wrong field'] }],
    [{ type: 'deposit', period: 'year', amount: '5' }, { period: ['Wrong field'] }],
    [{ type: 'deposit', period: 'day', amount: '-5' }, { amount: ['Wrong field'] }],
    [{ type: 'deposit', period: 'day', amount: '0' }, { amount: ['Min value is 0.01'] }],
    [{ type: 'deposit', period: 'day', amount: '1.234' }, { amount: ['Wrong field'] }],
    [{ type: 'deposit', period: 'day', amount: '99999999999' }, { amount: ['Wrong field'] }],
    [{ type: 'loss', period: 'day', amount: 1_000_000_001 }, { amount: ['Max value is 1000000000'] }],
    [{ type: 'session', period: 'day', amount: '30.5' }, { amount: ['Wrong field'] }],
    [{ type: 'session', period: 'day', amount: '1441' }, { amount: ['Max value is 1440'] }],
    [{ type: 'session', period: 'week', amount: '0' }, { amount: ['Min value is 1'] }],
    [{ type: 'deposit', period: 'day', amount: 'NaN' }, { amount: ['Wrong field'] }],
  ])('setLimit refuses %j with the field messages of SPEC.md 5', (input, expected) => {
    expect(errorsOf(rgSetLimitBodySchema, input)).toEqual(expected);
  });

  it('takes a reality check in whole minutes within its bounds, or none to turn it off', () => {
    expect(v.parse(rgRealityCheckBodySchema, { interval_minutes: '30' })).toEqual({ interval_minutes: 30 });
    expect(v.parse(rgRealityCheckBodySchema, { interval_minutes: null })).toEqual({ interval_minutes: undefined });
    expect(errorsOf(rgRealityCheckBodySchema, { interval_minutes: '0' })).toEqual({ interval_minutes: ['Min value is 1'] });
    expect(errorsOf(rgRealityCheckBodySchema, { interval_minutes: '1441' })).toEqual({ interval_minutes: ['Max value is 1440'] });
    expect(errorsOf(rgRealityCheckBodySchema, { interval_minutes: '2.5' })).toEqual({ interval_minutes: ['Wrong field'] });
  });

  it('takes only the time-out and self-exclusion durations a player may choose', () => {
    for (const duration of ['24h', '7d', '30d']) expect(v.is(rgTimeOutBodySchema, { duration })).toBe(true);
    for (const duration of ['6m', '1y', '5y']) expect(v.is(rgSelfExcludeBodySchema, { duration })).toBe(true);
    expect(errorsOf(rgTimeOutBodySchema, { duration: '1y' })).toEqual({ duration: ['Wrong field'] });
    expect(errorsOf(rgSelfExcludeBodySchema, { duration: '24h' })).toEqual({ duration: ['Wrong field'] });
    // The emulator gives an absent field as undefined (platform/method.ts), so it gets the field's own message.
    expect(errorsOf(rgSelfExcludeBodySchema, { duration: undefined })).toEqual({ duration: ['Wrong field'] });
  });
});
