import type { RouteLocation } from '@casino/routing';

/** The parts of react-router's state the guards read. */
export type RouterSnapshot = {
  initialized: boolean;
  location: RouteLocation;
  navigation: { location?: RouteLocation };
};

const pick = ({ pathname, search, hash }: RouteLocation): RouteLocation => ({ pathname, search, hash });

const sameTarget = (location: RouteLocation, url: URL) =>
  location.pathname.toLowerCase() === url.pathname.toLowerCase() && location.search === url.search;

/**
 * The target and the previous location of the navigation a loader runs for. A request URL carries no hash,
 * so the hash (#real, #popup-preview) comes from the router's pending navigation, or from the address bar on
 * the first load. The previous location is null until the router has shown its first page (page entry).
 */
export function routerLocations(snapshot: () => RouterSnapshot | undefined, addressBar: () => RouteLocation) {
  return (url: URL): { to: RouteLocation; from: RouteLocation | null } => {
    const state = snapshot();
    const candidates = [state?.navigation.location, state?.initialized ? state.location : addressBar()];
    const source = candidates.find((location): location is RouteLocation => !!location && sameTarget(location, url));
    const to = { pathname: url.pathname, search: url.search, hash: source?.hash ?? '' };
    return { to, from: state?.initialized ? pick(state.location) : null };
  };
}
