import type { RouteName } from '@casino/routing';

/** The profile sections of the navigation, in the order players see them. */
export const PROFILE_SECTIONS = [
  'profile.index',
  'profile.settings',
  'profile.security',
  'profile.verification',
  'profile.bonuses',
  'profile.cashback',
  'profile.loyalty',
  'profile.bets',
  'profile.notification',
  'profile.responsible-game',
] as const satisfies readonly RouteName[];

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
