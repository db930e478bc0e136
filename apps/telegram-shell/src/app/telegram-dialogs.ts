import { authDialogs } from '@casino/auth';
import { gamehallDialogs } from '@casino/gamehall';
import { loyaltyDialogs } from '@casino/loyalty';
import { profileDialogs } from '@casino/profile';
import { promotionsDialogs } from '@casino/promotions';
import type { DialogRegistry } from '@casino/ui-kit';

/** The features' dialogs (SPEC.md 2.7); the web's site menu ('sidebar') has no place in the mini-app. */
export const telegramDialogs: DialogRegistry = {
  ...authDialogs,
  ...gamehallDialogs,
  ...promotionsDialogs,
  ...profileDialogs,
  ...loyaltyDialogs,
};
