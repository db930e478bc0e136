import { authPages } from '@casino/auth';
import { gamehallRoutes } from '@casino/gamehall';
import { pagesFromRouteObjects, type PageMap } from './page-map';

/**
 * Every page the feature libraries export, by route name. A feature that exports `<feature>Pages` is spread
 * in as it is; gamehall still exports route objects and goes through the bridge.
 */
export const featurePages: PageMap = {
  ...pagesFromRouteObjects(gamehallRoutes),
  ...authPages,
  icons: () => import('./icons-page').then((module) => module.ShellIconsPage),
};
