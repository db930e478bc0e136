// Public API of @casino/platform-contract. Export only what other projects may use.
export * from './lib/locales';
export * from './lib/money';
export * from './lib/account';
export * from './lib/profile';
export * from './lib/general-info';
export * from './lib/game';
export * from './lib/cashier';
export * from './lib/bonuses';
export * from './lib/campaigns';
export * from './lib/loyalty';
export { currentLevelOf, levelProgressOf, levelStateOf, type LevelProgress } from './lib/level-progress';
export * from './lib/support';
export * from './lib/storage';
export * from './lib/verification';
export * from './lib/site';
export * from './lib/errors';
export * from './lib/envelope';
export * from './lib/methods';
// The optional messages an embedded sportsbook or game page may post to the site (see the file's header).
export * from './lib/frame-messages';
// Platform extension beyond SPEC.md 7.2 (see the file's header): responsible gaming. Request schemas: ./requests.
export {
  RESPONSIBLE_GAMING_METHODS,
  RG_PERIODS,
  RG_LIMIT_TYPES,
  RG_MONEY_LIMIT_TYPES,
  RG_COOLING_OFF_HOURS,
  RG_PERIOD_MINUTES,
  REALITY_CHECK_MINUTES,
  TIME_OUT_DURATIONS,
  SELF_EXCLUSION_DURATIONS,
  RG_EXCLUSION_TYPES,
  RG_RESTRICTIONS,
  rgMoneyLimitSchema,
  rgTimeLimitSchema,
  realityCheckSchema,
  rgLimitsSchema,
  rgSetLimitResultSchema,
  rgRealityCheckResultSchema,
  rgExclusionSchema,
  rgSessionSchema,
  rgRestrictionSchema,
  readRestriction,
  type ResponsibleGamingMethod,
  type RgPeriod,
  type RgLimitType,
  type RgMoneyLimitType,
  type TimeOutDuration,
  type SelfExclusionDuration,
  type RgMoneyLimit,
  type RgTimeLimit,
  type RealityCheck,
  type RgLimits,
  type RgSetLimitResult,
  type RgRealityCheckResult,
  type RgExclusionType,
  type RgExclusion,
  type RgSession,
  type RgRestrictionKind,
  type RgRestriction,
} from './lib/extensions/responsible-gaming';
