import type { Cashback, CampaignPopup } from '@casino/platform-contract';
import type { PostLoginDialog } from '../session-state/session-slice';

/**
 * The unseen-cashback dialog: the newest active cashback (the list comes sorted by end date, newest
 * first) when its id is not the `already_seen_cashback_id` stored on the account. The dialog component
 * stores the id (storage.set) once the player has seen it.
 */
export function unseenCashbackDialogs(cashbacks: readonly Cashback[], alreadySeenId: string | null | undefined): PostLoginDialog[] {
  const newest = cashbacks[0];
  if (!newest || String(newest.id) === (alreadySeenId ?? '')) return [];
  return [{ id: 'unseen-cashback', props: { cashbackId: newest.id } }];
}

/** One campaign dialog per popup the platform queued for the player, in the platform's order. */
export function campaignDialogs(popups: readonly CampaignPopup[]): PostLoginDialog[] {
  return popups.map((popup) => ({ id: 'campaign', props: { popupId: popup.id, offerId: popup.offer_id ?? null } }));
}
