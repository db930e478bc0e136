import type { DialogRegistry } from '@casino/ui-kit';
import { lazyDialog } from '@casino/ui-kit';
import { PROMO_CODE_ACTIVATED_DIALOG } from './promo-code/promo-code-activated-dialog-id';

/** The dialogs of promotions by dialog id (SPEC.md 2.7); open one with `openDialog({ id, props })` of @casino/session. */
export const promotionsDialogs = {
  /** props { status: 'activated' | 'taken', offer } — the answer of campaigns.activateOffer. */
  [PROMO_CODE_ACTIVATED_DIALOG]: lazyDialog(() => import('./promo-code/promo-code-activated-dialog').then((m) => m.PromoCodeActivatedDialog)),
  /** props { popupId, offerId?, preview? } — the post-login queue and #popup-preview?popup={id}. */
  campaign: lazyDialog(() => import('./campaign/campaign-dialog').then((m) => m.CampaignDialog)),
} satisfies DialogRegistry;
