import { useLocation } from 'react-router-dom';
import { GtmEffect } from './analytics/gtm-effect';
import { BuildUpdateEffect } from './build-update/build-update-effect';
import { HitEffect } from './hit/hit-effect';

/**
 * The telemetry of every page: the `/hit` image (with SEON's session when general info enables it), Google Tag
 * Manager behind the consent banner (when general info names a container) and the build update check.
 */
export function TelemetryEffects() {
  const { key } = useLocation();
  return (
    <>
      <HitEffect />
      <GtmEffect />
      <BuildUpdateEffect locationKey={key} />
    </>
  );
}
