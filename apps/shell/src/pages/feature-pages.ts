import { authPages } from '@casino/auth';
import { gamehallPages } from '@casino/gamehall';
import type { PageMap } from './page-map';

/**
 * Every page the feature libraries export (`<feature>Pages`), by route name. A route no feature has a page
 * for yet shows the "not available yet" page.
 */
export const featurePages: PageMap = {
  ...gamehallPages,
  ...authPages,
  icons: () => import('./icons-page').then((module) => module.ShellIconsPage),
};
