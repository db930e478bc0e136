import { loadScript as loadPartnerScript, SCRIPT_TIMEOUT_MS } from '@casino/ui-kit';

/** How long a provider script may take before the chat is given up for this page view. */
export const CHAT_SCRIPT_TIMEOUT_MS = SCRIPT_TIMEOUT_MS;

/** Adds a chat provider's script once (ui-kit's loadScript), marked as the chat widget's so it can be removed. */
export function loadScript(src: string, { id, timeoutMs }: { id?: string; timeoutMs?: number } = {}): Promise<void> {
  return loadPartnerScript(src, { id, timeoutMs, dataset: { chatWidget: 'true' } });
}

/** Removes the scripts (and provider frames with the given selectors) a chat widget added. */
export function removeChatElements(selectors: string[] = []) {
  for (const element of document.querySelectorAll('script[data-chat-widget]')) element.remove();
  for (const selector of selectors) for (const element of document.querySelectorAll(selector)) element.remove();
}
