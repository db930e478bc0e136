/** What the embedded sportsbook tells the site through `postMessage` (same origin only). */
export type SportsbookMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'bet-placed' }
  | { type: 'sign-in' };

/** Reads a `sportsbook:*` message; anything else (another frame, a browser extension) is null. */
export function parseSportsbookMessage(data: unknown): SportsbookMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  switch (type) {
    case 'sportsbook:ready':
      return { type: 'ready' };
    case 'sportsbook:bet-placed':
      return { type: 'bet-placed' };
    case 'sportsbook:sign-in':
      return { type: 'sign-in' };
    case 'sportsbook:resize':
      return typeof height === 'number' && Number.isFinite(height) && height > 0 ? { type: 'resize', height: Math.ceil(height) } : null;
    default:
      return null;
  }
}
