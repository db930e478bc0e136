/**
 * THE FRAME CONTRACT: what an embedded page (the operator's sportsbook, a game) MAY post to the site. Every message is
 * optional: the site shows a frame as soon as its document has loaded and works with a frame that posts nothing at
 * all, so a partner's page needs no change to be embedded. A frame that wants to help posts, to its parent:
 *
 *   window.parent.postMessage({ type: 'frame:balance-changed' }, siteOrigin)   // a bet or round moved money
 *   window.parent.postMessage({ type: 'frame:navigate', to: 'deposit' }, siteOrigin) // 'sign-in' | 'sign-up' | 'deposit'
 *   window.parent.postMessage({ type: 'frame:resize', height: 1480 }, siteOrigin)  // its content height in CSS px
 *
 * The site reads a message only from the frame's own window and from the origin it is configured to embed; `navigate`
 * names a destination of the site, never an address, so a frame cannot send the player elsewhere.
 */

export const FRAME_DESTINATIONS = ['sign-in', 'sign-up', 'deposit'] as const;
export type FrameDestination = (typeof FRAME_DESTINATIONS)[number];

export type FrameMessage = { type: 'frame:balance-changed' } | { type: 'frame:navigate'; to: FrameDestination } | { type: 'frame:resize'; height: number };

/** The largest height a frame may ask for: beyond it the frame scrolls inside. */
const MAX_FRAME_HEIGHT = 20_000;

/** Reads a message of the frame contract; anything else (another script, a browser extension) is null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, to, height } = data as { type?: unknown; to?: unknown; height?: unknown };
  switch (type) {
    case 'frame:balance-changed':
      return { type };
    case 'frame:navigate':
      return typeof to === 'string' && (FRAME_DESTINATIONS as readonly string[]).includes(to) ? { type, to: to as FrameDestination } : null;
    case 'frame:resize':
      return typeof height === 'number' && Number.isFinite(height) && height > 0 ? { type, height: Math.min(MAX_FRAME_HEIGHT, Math.ceil(height)) } : null;
    default:
      return null;
  }
}
