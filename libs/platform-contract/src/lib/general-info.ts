import * as v from 'valibot';

/** General info (SPEC.md 3): site-wide settings the platform sends to every visitor. */
export const generalInfoSchema = v.object({
  analytic: v.nullable(v.record(v.string(), v.unknown())),
  available_currencies: v.array(v.string()),
  available_locales: v.array(v.string()),
  default_currency: v.string(),
  is_seon_enabled: v.boolean(),
  domain_state: v.string(),
  domain_type: v.string(),
  /** Seconds of inactivity after which a signed-in player is logged out; null disables the idle timer. */
  time_to_force_logout: v.nullable(v.number()),
  is_game_history_export_enabled: v.boolean(),
  user_inactivity_cashier_time: v.nullable(v.number()),
  user_inactivity_pp_time: v.nullable(v.number()),
});
export type GeneralInfo = v.InferOutput<typeof generalInfoSchema>;
