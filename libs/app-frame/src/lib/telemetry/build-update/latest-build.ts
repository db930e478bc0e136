import * as v from 'valibot';

/** The manifest the build writes next to the app: `{ "id": "<build id>" }`. */
export const LATEST_BUILD_URL = '/builds/latest.json';

/**
 * How often to look for a new build: 5 minutes. A release reaches every open tab within minutes, while a
 * tab left open all day costs 12 tiny requests an hour.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

const manifestSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()) });

/** A build other than the running one is newer: ids are opaque, and the manifest only ever names the latest. */
export function isNewerBuild(runningId: string | undefined, latestId: string | null | undefined): latestId is string {
  return !!runningId && !!latestId && latestId !== runningId;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * Reads the latest build id, or null when the manifest is missing or malformed. A plain fetch on purpose:
 * the manifest is a static file of this site, not a platform or CMS call, and must bypass every cache.
 */
export async function fetchLatestBuildId(fetchImpl: FetchLike = fetch, url = LATEST_BUILD_URL): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = v.safeParse(manifestSchema, await response.json());
    return parsed.success ? parsed.output.id : null;
  } catch {
    return null; // Offline or a deploy in progress: try again at the next poll.
  }
}

export type BuildPollerOptions = {
  runningId: string | undefined;
  onNewerBuild: (latestId: string) => void;
  fetchLatest?: () => Promise<string | null>;
  intervalMs?: number;
};

/** Polls the manifest until it names a newer build, reports it once and stops. Returns the stop. */
export function startBuildPoller({
  runningId,
  onNewerBuild,
  fetchLatest = () => fetchLatestBuildId(),
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: BuildPollerOptions): () => void {
  // A development server has no build id and no manifest: nothing to compare.
  if (!runningId) return () => undefined;
  let stopped = false;
  const poll = async () => {
    const latest = await fetchLatest();
    if (stopped || !isNewerBuild(runningId, latest)) return;
    stop();
    onNewerBuild(latest);
  };
  const interval = setInterval(() => void poll(), intervalMs);
  function stop() {
    stopped = true;
    clearInterval(interval);
  }
  return stop;
}
