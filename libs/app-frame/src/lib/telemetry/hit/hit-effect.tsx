import { useGetGeneralInfoQuery } from '@casino/api-client';
import { useEffect, useRef, useState } from 'react';
import { SEON_AGENT } from '../partner-scripts';
import { loadSeonAgent as loadAgent, seonSession, type SeonAgent } from '../seon/seon-agent';
import { HIT_DELAY_MS, buildHitUrl } from './hit-url';
import { readTrackId } from './track-id';

export type HitEffectProps = {
  /** Loads SEON's agent (the operator's SEON_AGENT setting by default; tests pass their own). */
  loadSeonAgent?: () => Promise<SeonAgent>;
};

const loadConfiguredAgent = () => loadAgent(SEON_AGENT);

/**
 * The hidden `/hit` image (SPEC.md 7.4, 9), sent once, 3 seconds after start and once general info has answered
 * (it says whether SEON is on; a failed answer counts as off). With SEON on, its agent starts as soon as general
 * info says so (`init`, so it observes the page from the start) and the hit carries its session as `seon_session`;
 * an agent that cannot load or answer in time leaves it empty rather than holding the hit back.
 */
export function HitEffect({ loadSeonAgent = loadConfiguredAgent }: HitEffectProps) {
  const { data: generalInfo, isSuccess, isError } = useGetGeneralInfoQuery();
  const [delayPassed, setDelayPassed] = useState(false);
  const sent = useRef(false);
  const agent = useRef<Promise<SeonAgent> | null>(null);
  const seonEnabled = generalInfo?.is_seon_enabled === true;

  useEffect(() => {
    const timeout = setTimeout(() => setDelayPassed(true), HIT_DELAY_MS);
    return () => clearTimeout(timeout);
  }, []);

  useEffect(() => {
    if (!seonEnabled || agent.current) return;
    agent.current = loadSeonAgent().then((loaded) => {
      loaded.init();
      return loaded;
    });
    // The hit reads the failure as an empty session; nothing else waits on it.
    agent.current.catch(() => undefined);
  }, [seonEnabled, loadSeonAgent]);

  useEffect(() => {
    if (!delayPassed || sent.current || !(isSuccess || isError)) return;
    sent.current = true;
    const session = seonEnabled && agent.current ? seonSession(agent.current) : Promise.resolve('');
    void session.then((seonSession) => {
      const image = new Image();
      image.src = buildHitUrl({ referer: document.referrer, trackId: readTrackId(), seonSession });
    });
  }, [delayPassed, isSuccess, isError, seonEnabled]);

  return null;
}
