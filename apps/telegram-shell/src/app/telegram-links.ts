/** What the mini-app asks Telegram to open: a Telegram link in Telegram, any other page in the browser. */
export type LinkOpeners = { openLink: (url: string) => void; openTelegramLink: (url: string) => void };

const TELEGRAM_HOSTS = new Set(['t.me', 'telegram.me']);

/**
 * Where an address leads from inside the mini-app: 'telegram' for t.me links, 'external' for another site's
 * page (a payment provider, the terms, the sportsbook's links), 'inside' for the mini-app's own pages and
 * anything that is not a web address.
 */
export function linkDestination(href: string, here: URL): 'inside' | 'external' | 'telegram' {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return 'inside';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'inside';
  if (TELEGRAM_HOSTS.has(url.hostname)) return 'telegram';
  return url.origin === here.origin ? 'inside' : 'external';
}

/**
 * Inside Telegram a web view cannot open windows, and leaving the mini-app's origin leaves the mini-app: links to
 * other sites (followed or `target=_blank`) and `window.open` of another site's page (a payment in a new window)
 * go to Telegram's `openLink` (the browser), t.me links to `openTelegramLink`. Returns the way to undo it.
 */
export function routeLinksThroughTelegram(openers: LinkOpeners, win: Window = window): () => void {
  const here = () => new URL(win.location.href);
  const open = (href: string): boolean => {
    const destination = linkDestination(href, here());
    if (destination === 'inside') return false;
    const url = new URL(href, here()).href;
    if (destination === 'telegram') openers.openTelegramLink(url);
    else openers.openLink(url);
    return true;
  };
  const handleClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    const sameOriginNewTab = anchor.target === '_blank' && linkDestination(anchor.href, here()) === 'inside';
    if (sameOriginNewTab) {
      // A page of the mini-app meant for a new tab (the terms beside the sign-up form): Telegram has no tabs, the
      // browser opens it.
      event.preventDefault();
      openers.openLink(anchor.href);
      return;
    }
    if (open(anchor.href)) event.preventDefault();
  };
  const originalOpen = win.open.bind(win);
  win.open = (url?: string | URL, target?: string, features?: string) => {
    const href = url === undefined ? '' : String(url);
    // An empty window to point at a payment page later cannot exist here: the page is opened by Telegram once known.
    if (href === '' || href === 'about:blank') return null;
    if (open(href)) return null;
    return originalOpen(url, target, features);
  };
  win.document.addEventListener('click', handleClick);
  return () => {
    win.document.removeEventListener('click', handleClick);
    win.open = originalOpen;
  };
}
