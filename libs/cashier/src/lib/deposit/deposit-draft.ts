/** The deposit form as typed (SPEC.md 3 deposit state): strings, so nothing typed is ever reformatted or lost. */
export type DepositDraft = {
  method: string;
  amount: string;
  /** An offer id, or '' for no offer. */
  campaign_offer_id: string;
};

/** What travels from the deposit page to billing, and back when the player changes something. */
export type DepositNavigationState = { draft: DepositDraft };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The draft carried in a router location's state, if any (a reload or a hand-typed URL has none). */
export function draftFromState(state: unknown): DepositDraft | null {
  if (!isRecord(state) || !isRecord(state['draft'])) return null;
  const { method, amount, campaign_offer_id } = state['draft'];
  if (typeof method !== 'string' || typeof amount !== 'string') return null;
  return { method, amount, campaign_offer_id: typeof campaign_offer_id === 'string' ? campaign_offer_id : '' };
}
