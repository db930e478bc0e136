import type { DepositSettings } from '@casino/platform-contract';
import { sensibleAmount } from './sensible-amount';

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

const DRAFT_STORAGE_KEY = 'casino.cashier.depositDraft';

/**
 * The draft also lives in this tab's session storage until the payment starts: a reload (the maintenance page's
 * "Try again", a dropped connection) sends billing back to the deposit page, which then shows it as typed.
 */
export function rememberDraft(draft: DepositDraft): void {
  try {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft }));
  } catch {
    // Storage can be disabled (private mode): the draft then travels in the navigation state only.
  }
}

export function rememberedDraft(): DepositDraft | null {
  try {
    return draftFromState(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The amounts offered as presets in the settings' currency. */
export function presetsOf(settings: DepositSettings): readonly number[] {
  return settings.presets.find((preset) => preset.currency === settings.currency)?.amounts ?? [];
}

export type DraftStart = {
  /** The draft carried here (Back from billing) or remembered in this tab, if any. */
  carried?: DepositDraft | null;
  /** A method named by the address (/cashier/deposit/{sysname}). */
  requested?: string;
  /** Prefer a method without payment details to type, so the deposit is paid where it starts (the quick deposit). */
  payableHere?: boolean;
};

/**
 * The one place a deposit's starting values are decided, for the deposit page and the quick deposit alike: the
 * method carried or asked for when the settings know it (else the first, or the first payable without details),
 * the amount as carried or a sensible preset of that method (the box never starts empty), the offer as carried.
 */
export function startingDraft(settings: DepositSettings, { carried, requested, payableHere = false }: DraftStart = {}): DepositDraft {
  const { methods } = settings;
  const known = (sysname: string | undefined) => methods.find((method) => method.sysname === sysname);
  const method =
    known(carried?.method) ?? known(requested) ?? (payableHere ? methods.find((item) => item.fields.length === 0) : undefined) ?? methods[0];
  const sameMethod = carried !== null && carried !== undefined && carried.method === method?.sysname;
  return {
    method: method?.sysname ?? '',
    amount: (sameMethod && carried.amount) || sensibleAmount(presetsOf(settings), method),
    campaign_offer_id: sameMethod ? carried.campaign_offer_id : '',
  };
}
