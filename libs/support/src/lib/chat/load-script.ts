import { allowScript } from '@casino/ui-kit';

/** How long a provider script may take before the chat is given up for this page view. */
export const CHAT_SCRIPT_TIMEOUT_MS = 15_000;

/**
 * Adds `<script async src>` once, with the page's CSP nonce, and resolves when it ran. Rejects on a network error or
 * after the timeout, so an unreachable provider (blocked, offline, down) never leaves the widget waiting forever.
 */
export function loadScript(src: string, { id, timeoutMs = CHAT_SCRIPT_TIMEOUT_MS }: { id?: string; timeoutMs?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset['chatWidget'] = 'true';
    allowScript(script);
    if (id) script.id = id;
    const timer = window.setTimeout(() => fail(new Error(`the chat script ${src} did not load within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`the chat script ${src} could not be loaded`)));
    document.head.append(script);
  });
}

/** Removes the scripts (and provider frames with the given selectors) a chat widget added. */
export function removeChatElements(selectors: string[] = []) {
  for (const element of document.querySelectorAll('script[data-chat-widget]')) element.remove();
  for (const selector of selectors) for (const element of document.querySelectorAll(selector)) element.remove();
}
