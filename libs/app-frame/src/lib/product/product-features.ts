import { authFeature } from '@casino/auth';
import { bettingFeature } from '@casino/betting';
import { cashierFeature } from '@casino/cashier';
import { contentFeature } from '@casino/content';
import { gamehallFeature } from '@casino/gamehall';
import { loyaltyFeature } from '@casino/loyalty';
import { profileFeature } from '@casino/profile';
import { promotionsFeature } from '@casino/promotions';
import { supportFeature } from '@casino/support';
import type { Feature } from '@casino/ui-kit';

/** The product's features, the one list both shells run: adding a feature to the site is one line here. */
export const PRODUCT_FEATURES: readonly Feature[] = [
  gamehallFeature,
  authFeature,
  cashierFeature,
  promotionsFeature,
  profileFeature,
  loyaltyFeature,
  supportFeature,
  bettingFeature,
  contentFeature,
];
