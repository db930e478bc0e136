/** The calls of the extension, with their verbs; PLATFORM_METHODS includes them. */
export const RESPONSIBLE_GAMING_METHODS = {
  /** Every limit of the player, per period, with what is used and what waits; the reality-check interval. */
  'responsibleGaming.getLimits': 'GET',
  /** Sets, lowers, raises (after the cooling-off) or removes (after the cooling-off) one limit of one period. */
  'responsibleGaming.setLimit': 'POST',
  /** Stores the reality-check interval the player chose, so every device of theirs agrees. */
  'responsibleGaming.setRealityCheck': 'POST',
  /** The signed-in session: when it started, the platform's time, play and net result since; what the header clock needs. */
  'responsibleGaming.getSession': 'GET',
  /** A time-out of 24 hours, 7 days or 30 days: every session ends, sign-in is refused until it ends. */
  'responsibleGaming.takeTimeOut': 'POST',
  /** A self-exclusion of 6 months, 1 year or 5 years: every session ends, sign-in is refused until it ends. */
  'responsibleGaming.selfExclude': 'POST',
} as const satisfies Record<string, 'GET' | 'POST'>;

export type ResponsibleGamingMethod = keyof typeof RESPONSIBLE_GAMING_METHODS;
