import { currentLevelOf, type LoyaltyInfo, type LoyaltyLevel, type LoyaltyProduct } from '@casino/platform-contract';

/** What the player may do with a product: buy it, or not yet (its level is above the player's). */
export type ProductState = { kind: 'buyable'; missing: number } | { kind: 'locked'; level: LoyaltyLevel };

/** The level a product needs (min_level is a level id), when the programme has it. */
export const requiredLevelOf = (product: LoyaltyProduct, levels: readonly LoyaltyLevel[]) =>
  product.min_level === undefined ? undefined : levels.find((level) => String(level.id) === String(product.min_level));

/**
 * Whether the player can buy the product: locked while its level is above the player's, otherwise buyable with
 * the points still missing (0 when the player has enough; more opens the insufficient-funds dialog).
 */
export function productStateOf(product: LoyaltyProduct, info: Pick<LoyaltyInfo, 'levels' | 'level' | 'points'>): ProductState {
  const required = requiredLevelOf(product, info.levels);
  const current = currentLevelOf(info);
  if (required && current && required.minValue > current.minValue) return { kind: 'locked', level: required };
  return { kind: 'buyable', missing: Math.max(0, product.price - info.points) };
}

export const findProduct = (products: readonly LoyaltyProduct[] | undefined, id: unknown) =>
  products?.find((product) => String(product.id) === String(id));
