import { formatLocation, type RouteLocation } from '../location';
import { readQuery, withoutQueryKeys } from '../query';
import { CONTINUE, type GuardDecision, type NavigationContext } from './navigation-context';

/** Query keys of the authorization popup handling (SPEC.md 2.4). */
export const AUTH_POPUP_QUERY = {
  register: 'show_popup_reg',
  login: 'show_popup_auth',
  preventClose: 'prevent_close',
} as const;

/** The local storage key under which show_popup_reg is kept (its query value is stored). */
export const SHOW_POPUP_REG_STORAGE_KEY = 'show_popup_reg';

/** The path the player stays on after closing the popup: the same location without the popup keys. */
export function withoutAuthPopupKeys(location: RouteLocation): string {
  const search = withoutQueryKeys(location.search, Object.values(AUTH_POPUP_QUERY));
  return formatLocation({ ...location, search });
}

/**
 * Guard 3 (SPEC.md 2.4): show_popup_reg opens registration, show_popup_auth opens sign-in (registration
 * wins when both are given); prevent_close=1 makes it non-closable; closing it removes the keys
 * (replace, so Back does not reopen it); show_popup_reg is also remembered in local storage.
 * A signed-in player is not offered sign-in or registration.
 */
export function authPopup({ to, isAuthenticated }: NavigationContext): GuardDecision {
  if (isAuthenticated) return CONTINUE;
  const register = readQuery(to.search, AUTH_POPUP_QUERY.register);
  const login = readQuery(to.search, AUTH_POPUP_QUERY.login);
  if (register === null && login === null) return CONTINUE;
  const preventClose = readQuery(to.search, AUTH_POPUP_QUERY.preventClose) === '1';
  return {
    type: 'open-dialog',
    dialog: { id: 'auth', mode: register !== null ? 'register' : 'login', preventClose },
    onClose: { type: 'redirect', to: withoutAuthPopupKeys(to), replace: true },
    ...(register !== null && { remember: { key: SHOW_POPUP_REG_STORAGE_KEY, value: register } }),
  };
}
