import { useGetResponsibleGamingSessionQuery } from '@casino/api-client';
import { useEffect, useState } from 'react';
import { useIsAuthenticated } from '../session-state/use-is-authenticated';

/**
 * Seconds since the player signed in, ticking each second: the platform's `duration_seconds` (its own clock, which
 * the device's may not match) counted on from the moment the answer arrived. Undefined for a visitor or before the answer.
 */
export function useSessionSeconds(): number | undefined {
  const signedIn = useIsAuthenticated();
  const { data, fulfilledTimeStamp } = useGetResponsibleGamingSessionQuery(undefined, { skip: !signedIn, refetchOnFocus: true });
  // Unknown until the first tick: the first render (a server render's, and the browser's hydration of it) shows the
  // platform's own figure, so both render the same text whatever their clocks say.
  const [now, setNow] = useState<number>();
  useEffect(() => {
    if (!data) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [data]);
  if (!signedIn || !data || fulfilledTimeStamp === undefined) return undefined;
  return data.duration_seconds + (now === undefined ? 0 : Math.max(0, now - fulfilledTimeStamp) / 1_000);
}
