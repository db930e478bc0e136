import type { DialogRegistry } from '@casino/ui-kit';
import { lazyDialog } from '@casino/ui-kit';
import { LOYALTY_DIALOGS } from './dialog-ids';

/** The dialogs of loyalty by dialog id (SPEC.md 2.7); open one with `openDialog({ id, props })` of @casino/session. */
export const loyaltyDialogs = {
  /** props { productId } — a product costs more points than the player has. */
  [LOYALTY_DIALOGS.insufficientFunds]: lazyDialog(() => import('./shop/insufficient-funds-dialog').then((m) => m.InsufficientFundsDialog)),
  /** props { productId } — "buy this for N points?"; confirming calls loyalty.buyproduct. */
  [LOYALTY_DIALOGS.shopConfirm]: lazyDialog(() => import('./shop/shop-confirm-dialog').then((m) => m.ShopConfirmDialog)),
  /** props { productId, points } — what the purchase gave and the points left. */
  [LOYALTY_DIALOGS.shopBuy]: lazyDialog(() => import('./shop/shop-buy-dialog').then((m) => m.ShopBuyDialog)),
  /** no props — pick another character. */
  [LOYALTY_DIALOGS.characterChange]: lazyDialog(() => import('./character/character-change-dialog').then((m) => m.CharacterChangeDialog)),
  /** props { characterId } — "play as X?"; confirming calls loyalty.setcharacter. */
  [LOYALTY_DIALOGS.characterChangeConfirm]: lazyDialog(() =>
    import('./character/character-change-confirm-dialog').then((m) => m.CharacterChangeConfirmDialog),
  ),
} satisfies DialogRegistry;
