import type { DialogRegistry } from '@casino/ui-kit';
import { lazyDialog } from '@casino/ui-kit';

/**
 * The profile's dialogs by dialog id (SPEC.md 2.7); open one with `openDialog({ id, type, props })` of
 * @casino/session. The bonus confirms take `BonusDialogProps` and run the change themselves.
 */
export const profileDialogs = {
  /** popup, no props */
  'identity-verification': lazyDialog(() => import('./verification/identity-verification-dialog').then((m) => m.IdentityVerificationDialog)),
  /** popup, props { cashbackId } (queued after sign-in by @casino/session) */
  'unseen-cashback': lazyDialog(() => import('./cashback/unseen-cashback-dialog').then((m) => m.UnseenCashbackDialog)),
  /** confirm, no props: declines the waiting cashback (cashbacks.remove) */
  'cashback-decline': lazyDialog(() => import('./cashback/cashback-decline-dialog').then((m) => m.CashbackDeclineDialog)),
  /** confirm, props { bonusId, betting, name, amount } */
  'bonus-activate': lazyDialog(() => import('./bonuses/bonus-activate-dialog').then((m) => m.BonusActivateDialog)),
  /** confirm, props { bonusId, betting, name, amount, activeName } */
  'burn-bonuses': lazyDialog(() => import('./bonuses/burn-bonuses-dialog').then((m) => m.BurnBonusesDialog)),
  /** confirm, props { bonusId, betting, name, amount } */
  'bonus-remove': lazyDialog(() => import('./bonuses/bonus-remove-dialog').then((m) => m.BonusRemoveDialog)),
  /** confirm, props { name, amount } */
  'betting-bonus-activated': lazyDialog(() => import('./bonuses/betting-bonus-activated-dialog').then((m) => m.BettingBonusActivatedDialog)),
  /** confirm, props { kind: 'time_out' | 'self_exclusion', duration } (responsible gaming; signs the player out) */
  'rg-exclusion': lazyDialog(() => import('./responsible-game/exclusion-dialog').then((m) => m.ExclusionDialog)),
  /** popup, no props, opened with preventClose by the reality-check effect */
  'reality-check': lazyDialog(() => import('./responsible-game/reality-check-dialog').then((m) => m.RealityCheckDialog)),
  /** popup, props { endsAt } (device time), opened by the session-limit effect before the session-time limit ends it */
  'session-limit-warning': lazyDialog(() => import('./responsible-game/session-limit-warning-dialog').then((m) => m.SessionLimitWarningDialog)),
} satisfies DialogRegistry;
