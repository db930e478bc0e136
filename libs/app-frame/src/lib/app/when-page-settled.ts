/** How long a busy browser may hold back work that waits for an idle moment. */
export const SETTLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the page has loaded and the browser has an idle moment (within SETTLE_TIMEOUT_MS of the load):
 * for what no first screen needs, so a phone spends its first seconds and connections on the page the player asked
 * for. Returns a cancel function.
 */
export function whenPageSettled(work: () => void, win: Window = window): () => void {
  let cancelIdle: (() => void) | null = null;
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(() => work(), { timeout: SETTLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      // Safari has no idle callback: a task after the load event is the nearest quiet moment.
      const handle = win.setTimeout(work, 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') {
    idle();
    return () => cancelIdle?.();
  }
  win.addEventListener('load', idle, { once: true });
  return () => {
    win.removeEventListener('load', idle);
    cancelIdle?.();
  };
}
