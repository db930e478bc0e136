import { useGetGeneralInfoQuery } from '@casino/api-client';
import { useEffect, useRef, useState } from 'react';
import { HIT_DELAY_MS, buildHitUrl } from './hit-url';
import { readTrackId } from './track-id';

export type HitEffectProps = {
  /** The SEON session (from the SEON agent) used when general info enables SEON; empty otherwise. */
  getSeonSession?: () => string;
};

/**
 * The hidden `/hit` image (SPEC.md 7.4, 9), sent once, 3 seconds after start and once general info has
 * answered (it says whether SEON is on; a failed answer counts as off).
 */
export function HitEffect({ getSeonSession }: HitEffectProps) {
  const { data: generalInfo, isSuccess, isError } = useGetGeneralInfoQuery();
  const [delayPassed, setDelayPassed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    const timeout = setTimeout(() => setDelayPassed(true), HIT_DELAY_MS);
    return () => clearTimeout(timeout);
  }, []);

  useEffect(() => {
    if (!delayPassed || sent.current || !(isSuccess || isError)) return;
    sent.current = true;
    const seonSession = generalInfo?.is_seon_enabled ? (getSeonSession?.() ?? '') : '';
    const image = new Image();
    image.src = buildHitUrl({ referer: document.referrer, trackId: readTrackId(), seonSession });
  }, [delayPassed, isSuccess, isError, generalInfo, getSeonSession]);

  return null;
}
