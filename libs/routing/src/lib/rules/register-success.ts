import { formatLocation, type RouteLocation } from '../location';
import { readQuery, withoutQueryKeys } from '../query';

/** The query marking a finished registration (SPEC.md 2.4): register=success. */
export const REGISTER_SUCCESS_QUERY = { register: 'success' } as const;

export function isRegisterSuccess(search: string): boolean {
  return readQuery(search, 'register') === REGISTER_SUCCESS_QUERY.register;
}

/** The same location without register=success, to replace it once the success has been handled. */
export function withoutRegisterSuccess(location: RouteLocation): string {
  return formatLocation({ ...location, search: withoutQueryKeys(location.search, ['register']) });
}
