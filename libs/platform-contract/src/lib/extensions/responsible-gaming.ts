/**
 * PLATFORM EXTENSION: responsible gaming. NOT PART OF SPEC.md 7.2.
 *
 * SPEC.md names one responsible-gaming call, account.getDepositLimit (read-only). Regulated operators must let a
 * player set deposit, loss, wager and session-time limits, a reality check, a time-out and a self-exclusion on their
 * own (UKGC remote technical standards, and most EU regulators), so the site needs the calls below. A real platform
 * that runs this site must implement them exactly as written here: method names, verbs, request fields (multipart,
 * SPEC.md 7.1), answers (inside `data`) and the error envelope of the refusals. The platform emulator implements them
 * (apps/platform-emulator, methods/responsible-gaming.ts) and is the reference for their behaviour:
 *
 * - Periods are calendar periods in UTC: a day from 00:00, a week from Monday 00:00, a month from the 1st 00:00.
 * - A new or lower limit applies at once. A higher one, or a removal, waits out a cooling-off of
 *   RG_COOLING_OFF_HOURS: meanwhile the limit in force stays, `pending` holds the waiting value, `expired_at` says when
 *   the limit in force gives way to it and `can_edit` is false (a further raise is refused; a lower value is still
 *   applied at once and drops the waiting change).
 * - account.getDepositLimit (SPEC.md 7.2) keeps its shape: it answers the deposit limit that binds most now (the
 *   smallest available amount of the three periods), with `expired_at` and `can_edit` as above.
 * - Refusals use types of the SPEC.md 8 catalogue, with `error_data` read by `readRestriction`:
 *   - a deposit over a limit: BillingDepositLimitExceededException, `available_amount` as before, plus
 *     `restriction: 'deposit_limit'`, `period`, `limit_amount`, `resets_at`;
 *   - a real-money stake (casino round or sports bet) past a loss or wager limit: InvalidParameterException (the stake
 *     is a value the player may not send now, as a stake over the balance of a bonus wallet is), with the stake field's
 *     message and `restriction: 'loss_limit' | 'wager_limit'`, `period`, `limit_amount`, `available_amount`, `resets_at`;
 *     not a 403 (SPEC.md 8 makes any 403 a fatal page) and not a deposit type;
 *   - a session past its time limit is ended; its call answers AuthorizationException with
 *     `restriction: 'session_limit'`, `period`, `ends_at` (the next period), and later calls plain AuthorizationException;
 *   - sign-in (auth.login, auth.register for Telegram, social sign-in) while timed out, self-excluded or out of session
 *     time: AuthorizationException with `restriction: 'time_out' | 'self_exclusion' | 'session_limit'` and `ends_at`.
 *   Every refusal also carries a readable English `message` naming the date; the site shows its own translated text.
 * - A time-out or a self-exclusion ends every session of the player at once (the answer clears the cookie); a
 *   self-exclusion also unsubscribes every contact from marketing. Neither can be shortened or lifted by the player.
 */
import * as v from 'valibot';
import type { ErrorData } from '../errors';
import { moneySchema } from '../money';
import { MAX_AMOUNT, MESSAGES } from '../requests/fields';

// The calls and their verbs in a module of their own: every page's transport reads them, the schemas below only a few pages.
export { RESPONSIBLE_GAMING_METHODS, type ResponsibleGamingMethod } from './responsible-gaming-methods';

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** Money limits are in the account currency; `session` is minutes signed in per period. */
export const RG_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session'] as const;
export type RgLimitType = (typeof RG_LIMIT_TYPES)[number];
export const RG_MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export type RgMoneyLimitType = (typeof RG_MONEY_LIMIT_TYPES)[number];

/** How long a raise or a removal of a limit waits before it applies. */
export const RG_COOLING_OFF_HOURS = 24;

/** The minutes in a period: the largest session-time limit it can hold (a month counts 31 days). */
export const RG_PERIOD_MINUTES: Record<RgPeriod, number> = { day: 1_440, week: 10_080, month: 44_640 };

/** Reality check: every N minutes of a session, N chosen by the player within these bounds. */
export const REALITY_CHECK_MINUTES = { min: 1, max: 1_440 } as const;

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

// ----------------------------------------------------------------------------------------------------------------
// Answers
// ----------------------------------------------------------------------------------------------------------------

/** A raise or removal waiting out the cooling-off: the value it will set (null: the limit goes) and when. */
const pendingMoneySchema = v.nullable(v.object({ limit_amount: v.nullable(v.number()), effective_at: v.string() }));
const pendingMinutesSchema = v.nullable(v.object({ limit_minutes: v.nullable(v.number()), effective_at: v.string() }));

const limitTiming = {
  /** False while a raise or removal waits (see the header): a further raise is refused until `expired_at`. */
  can_edit: v.boolean(),
  /** When the limit in force gives way to the pending value (the end of the cooling-off); null when nothing waits. */
  expired_at: v.nullable(v.string()),
  /** The current period: from `period_start` to `resets_at` (UTC calendar day, week from Monday, month). */
  period_start: v.string(),
  resets_at: v.string(),
};

/** One money limit (deposit, loss or wager) for one period; amounts in the account currency's major units. */
export const rgMoneyLimitSchema = v.object({
  period: v.picklist(RG_PERIODS),
  /** The limit in force now; null: none. */
  limit_amount: v.nullable(v.number()),
  /** Counted in the current period: deposits (paid or pending), net loss (stakes minus wins, at least 0) or stakes. */
  used_amount: v.number(),
  /** What may still be deposited, lost or staked in this period; null without a limit. */
  available_amount: v.nullable(v.number()),
  pending: pendingMoneySchema,
  ...limitTiming,
});
export type RgMoneyLimit = v.InferOutput<typeof rgMoneyLimitSchema>;

/** The session-time limit for one period: minutes signed in (any device) in the period. */
export const rgTimeLimitSchema = v.object({
  period: v.picklist(RG_PERIODS),
  limit_minutes: v.nullable(v.number()),
  used_minutes: v.number(),
  available_minutes: v.nullable(v.number()),
  pending: pendingMinutesSchema,
  ...limitTiming,
});
export type RgTimeLimit = v.InferOutput<typeof rgTimeLimitSchema>;

const byPeriod = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ day: schema, week: schema, month: schema });

export const realityCheckSchema = v.object({
  /** Minutes between reality checks; null: off. */
  interval_minutes: v.nullable(v.number()),
});
export type RealityCheck = v.InferOutput<typeof realityCheckSchema>;

/** responsibleGaming.getLimits. */
export const rgLimitsSchema = v.object({
  currency: v.string(),
  cooling_off_hours: v.number(),
  deposit: byPeriod(rgMoneyLimitSchema),
  loss: byPeriod(rgMoneyLimitSchema),
  wager: byPeriod(rgMoneyLimitSchema),
  session: byPeriod(rgTimeLimitSchema),
  reality_check: realityCheckSchema,
});
export type RgLimits = v.InferOutput<typeof rgLimitsSchema>;

/** responsibleGaming.setLimit: whether the value applied at once (else it waits in `pending`), and every limit now. */
export const rgSetLimitResultSchema = v.object({ result: v.number(), applied: v.boolean(), limits: rgLimitsSchema });
export type RgSetLimitResult = v.InferOutput<typeof rgSetLimitResultSchema>;

/** responsibleGaming.setRealityCheck. */
export const rgRealityCheckResultSchema = v.object({ result: v.number(), interval_minutes: v.nullable(v.number()) });
export type RgRealityCheckResult = v.InferOutput<typeof rgRealityCheckResultSchema>;

export const RG_EXCLUSION_TYPES = ['time_out', 'self_exclusion'] as const;
export type RgExclusionType = (typeof RG_EXCLUSION_TYPES)[number];

/** responsibleGaming.takeTimeOut and responsibleGaming.selfExclude: what started; the player is signed out. */
export const rgExclusionSchema = v.object({
  result: v.number(),
  type: v.picklist(RG_EXCLUSION_TYPES),
  duration: v.picklist([...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  started_at: v.string(),
  ends_at: v.string(),
});
export type RgExclusion = v.InferOutput<typeof rgExclusionSchema>;

/**
 * responsibleGaming.getSession: what the header's session clock and the reality check need. `now` is the platform's
 * clock (which tests may move): show `now - started_at` and count on from there rather than trusting the device.
 * Play counts real-money casino rounds and sports bets of the account since `started_at`.
 */
export const rgSessionSchema = v.object({
  started_at: v.string(),
  now: v.string(),
  duration_seconds: v.number(),
  bets: moneySchema,
  wins: moneySchema,
  /** Wins minus bets: negative when the player is down. */
  net_result: moneySchema,
  rounds: v.number(),
  reality_check_minutes: v.nullable(v.number()),
  /** The next multiple of the interval after `started_at` that is still to come; null when the check is off. */
  next_reality_check_at: v.nullable(v.string()),
  /** When the session-time limit will end this session; null without one. */
  session_limit_ends_at: v.nullable(v.string()),
});
export type RgSession = v.InferOutput<typeof rgSessionSchema>;

// ----------------------------------------------------------------------------------------------------------------
// Refusals: the `error_data` of the catalogue types above
// ----------------------------------------------------------------------------------------------------------------

export const RG_RESTRICTIONS = ['deposit_limit', 'loss_limit', 'wager_limit', 'session_limit', 'time_out', 'self_exclusion'] as const;
export type RgRestrictionKind = (typeof RG_RESTRICTIONS)[number];

export const rgRestrictionSchema = v.object({
  restriction: v.picklist(RG_RESTRICTIONS),
  /** When a time-out, self-exclusion or exhausted session time ends (sign-in possible again). */
  ends_at: v.optional(v.string()),
  /** When the period of an exhausted money limit starts again. */
  resets_at: v.optional(v.string()),
  period: v.optional(v.picklist(RG_PERIODS)),
  limit_amount: v.optional(v.number()),
  available_amount: v.optional(v.number()),
});
export type RgRestriction = v.InferOutput<typeof rgRestrictionSchema>;

/** The responsible-gaming restriction behind a refusal, or null when the error has another cause. */
export function readRestriction(errorData: ErrorData | undefined): RgRestriction | null {
  const result = v.safeParse(rgRestrictionSchema, errorData);
  return result.success ? result.output : null;
}

// ----------------------------------------------------------------------------------------------------------------
// Requests (exported through @casino/platform-contract/requests)
// ----------------------------------------------------------------------------------------------------------------

/** A limit value as sent: a number or its decimal string; null, absent or blank means "no limit" (removal). */
const limitValue = v.pipe(
  v.optional(
    v.union(
      [v.null(), v.pipe(v.number(), v.finite(MESSAGES.wrongField)), v.pipe(v.string(), v.trim(), v.regex(/^(\d{1,10}(\.\d{1,2})?)?$/, MESSAGES.wrongField))],
      MESSAGES.wrongField,
    ),
  ),
  v.transform((value) => (value === null || value === undefined || value === '' ? undefined : Number(value))),
);

/**
 * responsibleGaming.setLimit: `type` and `period`, and `amount`: money in the account currency's major units (0.01 to
 * MAX_AMOUNT) for deposit, loss and wager, or whole minutes (1 to the minutes of the period) for session; no amount
 * removes the limit (after the cooling-off).
 */
export const rgSetLimitBodySchema = v.pipe(
  v.object({
    type: v.picklist(RG_LIMIT_TYPES, MESSAGES.wrongField),
    period: v.picklist(RG_PERIODS, MESSAGES.wrongField),
    amount: limitValue,
  }),
  v.forward(
    v.check((input) => input.amount === undefined || input.type !== 'session' || Number.isInteger(input.amount), MESSAGES.wrongField),
    ['amount'],
  ),
  v.forward(
    v.check((input) => input.amount === undefined || input.amount >= (input.type === 'session' ? 1 : 0.01), (issue) =>
      MESSAGES.minValue((issue.input as { type: string }).type === 'session' ? 1 : 0.01),
    ),
    ['amount'],
  ),
  v.forward(
    v.check(
      (input) => input.amount === undefined || input.amount <= (input.type === 'session' ? RG_PERIOD_MINUTES[input.period] : MAX_AMOUNT),
      (issue) => {
        const input = issue.input as { type: string; period: RgPeriod };
        return MESSAGES.maxValue(input.type === 'session' ? RG_PERIOD_MINUTES[input.period] : MAX_AMOUNT);
      },
    ),
    ['amount'],
  ),
);

/** responsibleGaming.setRealityCheck: whole minutes within REALITY_CHECK_MINUTES; none turns the check off. */
export const rgRealityCheckBodySchema = v.object({
  interval_minutes: v.pipe(
    limitValue,
    v.check((value) => value === undefined || Number.isInteger(value), MESSAGES.wrongField),
    v.check((value) => value === undefined || value >= REALITY_CHECK_MINUTES.min, MESSAGES.minValue(REALITY_CHECK_MINUTES.min)),
    v.check((value) => value === undefined || value <= REALITY_CHECK_MINUTES.max, MESSAGES.maxValue(REALITY_CHECK_MINUTES.max)),
  ),
});

export const rgTimeOutBodySchema = v.object({ duration: v.picklist(TIME_OUT_DURATIONS, MESSAGES.wrongField) });
export const rgSelfExcludeBodySchema = v.object({ duration: v.picklist(SELF_EXCLUSION_DURATIONS, MESSAGES.wrongField) });

/** The request schemas of the extension, merged into REQUEST_SCHEMAS. */
export const RESPONSIBLE_GAMING_REQUEST_SCHEMAS = {
  'responsibleGaming.setLimit': { body: rgSetLimitBodySchema },
  'responsibleGaming.setRealityCheck': { body: rgRealityCheckBodySchema },
  'responsibleGaming.takeTimeOut': { body: rgTimeOutBodySchema },
  'responsibleGaming.selfExclude': { body: rgSelfExcludeBodySchema },
} as const;
