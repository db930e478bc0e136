import { allowScript } from './csp-nonce';

/** How long a partner's script may take before it is given up for this page view. */
export const SCRIPT_TIMEOUT_MS = 15_000;

export type LoadScriptOptions = {
  id?: string;
  timeoutMs?: number;
  /** `data-*` attributes that mark the element (so its owner can find and remove it). */
  dataset?: Record<string, string>;
};

/**
 * Adds a partner's `<script async src>` (chat widgets, SEON's agent) with the page's CSP nonce and resolves when it
 * ran. Rejects on a network error or after the timeout, so an unreachable partner (blocked, offline, down) never
 * leaves the page waiting forever.
 */
export function loadScript(src: string, { id, timeoutMs = SCRIPT_TIMEOUT_MS, dataset = {} }: LoadScriptOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    Object.assign(script.dataset, dataset);
    allowScript(script);
    if (id) script.id = id;
    const timer = window.setTimeout(() => fail(new Error(`the script ${src} did not load within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`the script ${src} could not be loaded`)));
    document.head.append(script);
  });
}
