import { useEffect, useRef, useState } from 'react';
import { startBuildPoller } from './latest-build';
import { RUNNING_BUILD_ID } from './running-build-id';

export type BuildUpdateEffectProps = {
  /** react-router's `location.key`: the update is activated on the next route change. */
  locationKey: string;
  runningBuildId?: string;
  fetchLatest?: () => Promise<string | null>;
  /** Loads the page again from the server (the new build); `location.reload` by default. */
  reload?: () => void;
};

const reloadPage = () => window.location.reload();

/**
 * Build update (SPEC.md 4, 7.4): polls `builds/latest.json` every 5 minutes until it names another build. The update is activated on the next route change: the page the player
 * is going to loads from the new build, and nothing typed on the current page is lost.
 */
export function BuildUpdateEffect({ locationKey, runningBuildId = RUNNING_BUILD_ID, fetchLatest, reload = reloadPage }: BuildUpdateEffectProps) {
  const [updateAvailable, setUpdateAvailable] = useState(false);
  const keyWhenDetected = useRef<string | null>(null);

  useEffect(() => {
    if (updateAvailable) return undefined;
    return startBuildPoller({ runningId: runningBuildId, fetchLatest, onNewerBuild: () => setUpdateAvailable(true) });
  }, [runningBuildId, fetchLatest, updateAvailable]);

  useEffect(() => {
    if (!updateAvailable) return;
    if (keyWhenDetected.current === null) keyWhenDetected.current = locationKey;
    else if (keyWhenDetected.current !== locationKey) reload();
  }, [updateAvailable, locationKey, reload]);

  return null;
}
