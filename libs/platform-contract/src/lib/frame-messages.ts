/**
 * THE FRAME CONTRACT: what an embedded page (the operator's sportsbook, a game) MAY post to the site. Every message is
 * optional: the site shows a frame as soon as its document has loaded and works with a frame that posts nothing at
 * all, so a partner's page needs no change to be embedded. A frame that wants to help posts, to its parent:
 *
 *   window.parent.postMessage({ type: 'frame:balance-changed' }, siteOrigin)   // a bet or round moved money
 *   window.parent.postMessage({ type: 'frame:navigate', to: 'deposit' }, siteOrigin) // 'sign-in' | 'sign-up' | 'deposit'
 *   window.parent.postMessage({ type: 'frame:resize', height: 1480 }, siteOrigin)  // its content height in CSS px
 *   window.parent.postMessage({ type: 'frame:open-link', url: 'https://stats.example/match/1' }, siteOrigin)
 *
 * The site reads a message only from the frame's own window and from the origin it is configured to embed; `navigate`
 * names a destination of the site, never an address, so a frame cannot send the player elsewhere. `open-link` asks
 * the site to open another site's page beside it (a new tab on the web, Telegram's in-app browser in the mini-app,
 * where a link inside the frame could not leave the frame): an absolute http(s) address only, never the site's own
 * window.
 */

export const FRAME_DESTINATIONS = ['sign-in', 'sign-up', 'deposit'] as const;
export type FrameDestination = (typeof FRAME_DESTINATIONS)[number];

export type FrameMessage =
  | { type: 'frame:balance-changed' }
  | { type: 'frame:navigate'; to: FrameDestination }
  | { type: 'frame:resize'; height: number }
  | { type: 'frame:open-link'; url: string };

/** The largest height a frame may ask for: beyond it the frame scrolls inside. */
const MAX_FRAME_HEIGHT = 20_000;

/** The longest address a frame may ask to open. */
const MAX_LINK_LENGTH = 2048;

/** An absolute http(s) address with no credentials in it, as the contract allows a frame to open; else null. */
function linkOf(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > MAX_LINK_LENGTH) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) return null;
  return parsed.href;
}

/** Reads a message of the frame contract; anything else (another script, a browser extension) is null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, to, height, url } = data as { type?: unknown; to?: unknown; height?: unknown; url?: unknown };
  switch (type) {
    case 'frame:balance-changed':
      return { type };
    case 'frame:navigate':
      return typeof to === 'string' && (FRAME_DESTINATIONS as readonly string[]).includes(to) ? { type, to: to as FrameDestination } : null;
    case 'frame:resize':
      return typeof height === 'number' && Number.isFinite(height) && height > 0 ? { type, height: Math.min(MAX_FRAME_HEIGHT, Math.ceil(height)) } : null;
    case 'frame:open-link': {
      const link = linkOf(url);
      return link ? { type, url: link } : null;
    }
    default:
      return null;
  }
}
