import { createBrowserRouter } from 'react-router-dom';
import { createGuardLoader } from '../guards/guard-loader';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { routerLocations, type RouterSnapshot } from '../guards/router-locations';
import { storeNavigationSources } from '../guards/store-navigation-sources';
import { featurePages } from '../pages/feature-pages';
import { routeTree } from './route-tree';
import type { AppStore } from './store';

const localStorageOrUndefined = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The web shell's router: the route tree with the guard chain backed by the store. */
export function createAppRouter(store: AppStore) {
  const followUps = new Map<string, DialogFollowUp>();
  // Filled right after creation; the first loader runs inside createBrowserRouter, when it is still empty.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const guardLoader = createGuardLoader({
    sources: storeNavigationSources(store, { allowedHosts: import.meta.env['VITE_ALLOWED_EXTERNAL_HOSTS'] as string | undefined }),
    dispatch: store.dispatch,
    followUps,
    storage: localStorageOrUndefined(),
    locations: routerLocations(
      () => created.router?.state as RouterSnapshot | undefined,
      () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }),
    ),
  });
  created.router = createBrowserRouter(routeTree({ pages: featurePages, guardLoader, followUps }));
  return created.router;
}
