import { useLocation } from 'react-router-dom';
import { BuildUpdateEffect } from './build-update/build-update-effect';
import { HitEffect } from './hit/hit-effect';

/** The telemetry of every page (renders nothing): the `/hit` image and the build update check. */
export function TelemetryEffects() {
  const { key } = useLocation();
  return (
    <>
      <HitEffect />
      <BuildUpdateEffect locationKey={key} />
    </>
  );
}
