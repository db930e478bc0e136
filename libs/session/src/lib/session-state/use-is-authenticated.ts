import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';

/** Subscribes to the account (starting its request when needed) and tells whether a player is signed in. */
export function useIsAuthenticated(): boolean {
  const { data } = useGetAccountInfoQuery();
  return isAuthenticated(data);
}
