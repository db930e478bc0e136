/** SPEC.md 7.4 and 9: the hidden hit goes out 3 seconds after start. */
export const HIT_DELAY_MS = 3000;

export const HIT_PATH = '/hit';

export type HitParams = {
  /** Where the visitor came from (`document.referrer`, empty when typed in). */
  referer: string;
  trackId: string;
  /** The fraud-check session, empty unless general info enables SEON. */
  seonSession: string;
};

/** `/hit?referer=...&track_id=...&seon_session=...`, every value encoded. */
export function buildHitUrl({ referer, trackId, seonSession }: HitParams, path = HIT_PATH): string {
  const query = new URLSearchParams({ referer, track_id: trackId, seon_session: seonSession });
  return `${path}?${query.toString()}`;
}
