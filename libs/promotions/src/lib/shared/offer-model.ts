import type { Description, Offer } from '@casino/platform-contract';

/** The kinds of reward an offer's promotion grants, as the platform names them. */
export type RewardKind = 'casino' | 'betting' | 'freespins' | 'cashback' | 'bonus';

/** One promotion of an offer, read from the platform's free-form record. */
export type Reward = {
  kind: RewardKind | 'other';
  percent?: number;
  amount?: number;
  maxAmount?: number;
  wager?: number;
  freespins?: number;
};

const REWARD_KINDS: readonly string[] = ['casino', 'betting', 'freespins', 'cashback', 'bonus'];

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/** A text field of a description (title, text, button_title...), or undefined when absent or blank. */
export function descriptionText(description: Description, key: string): string | undefined {
  const value = description[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Image slots by the site's name: the CMS-mapped name first, then the platform's own key. */
const IMAGE_KEYS = {
  card: ['imageCard', 'img_600_400', 'image'],
  thumb: ['imageThumb', 'img_288_192'],
  desktop: ['imageDesktop', 'img_1200_400'],
} as const;

/** An image path of a description; a bare name (fixtures send `image: 'welcome'`) is not a usable address. */
export function descriptionImage(description: Description, slot: keyof typeof IMAGE_KEYS): string | undefined {
  for (const key of IMAGE_KEYS[slot]) {
    const value = descriptionText(description, key);
    if (value && (value.startsWith('/') || /^https?:\/\//.test(value))) return value;
  }
  return undefined;
}

/** The promotions of an offer as rewards; a record without a known type is kept as `other`. */
export function offerRewards(offer: Offer): Reward[] {
  return offer.promotions.map((record) => {
    const type = typeof record['type'] === 'string' ? record['type'] : '';
    const spins = record['freespins'];
    const freespins =
      positive(record['count']) ?? (spins && typeof spins === 'object' ? positive((spins as Record<string, unknown>)['count']) : undefined);
    return {
      kind: REWARD_KINDS.includes(type) ? (type as RewardKind) : 'other',
      percent: positive(record['percent']),
      amount: positive(record['amount']),
      maxAmount: positive(record['max_amount']),
      wager: positive(record['wager']),
      freespins,
    };
  });
}

/** The first reward of an offer: what its card and badge name. */
export const mainReward = (offer: Offer): Reward | undefined => offerRewards(offer)[0];

export const isDepositOffer = (offer: Offer): boolean => offer.trigger.action === 'deposit';

/** Route ids are the offer ids; anything else (`/promotions/abc`) fails the page's validation. */
export const findOffer = (offers: readonly Offer[] | undefined, id: string | undefined): Offer | undefined =>
  id && /^\d+$/.test(id) ? offers?.find((offer) => String(offer.id) === id) : undefined;
