import { authPages } from '@casino/auth';
import { bettingPages } from '@casino/betting';
import { cashierPages } from '@casino/cashier';
import { gamehallPages } from '@casino/gamehall';
import { loyaltyPages } from '@casino/loyalty';
import { profilePages } from '@casino/profile';
import { promotionsPages } from '@casino/promotions';
import { supportPages } from '@casino/support';
import type { PageMap } from './page-map';

/**
 * Every page the feature libraries export (`<feature>Pages`), by route name. A route no feature has a page
 * for yet shows the "not available yet" page.
 */
export const featurePages: PageMap = {
  ...gamehallPages,
  ...authPages,
  ...cashierPages,
  ...promotionsPages,
  ...profilePages,
  ...loyaltyPages,
  ...supportPages,
  ...bettingPages,
  icons: () => import('./icons-page').then((module) => module.ShellIconsPage),
};
