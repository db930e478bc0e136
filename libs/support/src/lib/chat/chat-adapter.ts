import type { ChatEvent, LiveChatConfig } from '@casino/platform-contract';

/** The live-chat providers support.getsettings may name (SPEC.md 7.4): six real ones and the no-op `none`. */
export const CHAT_PROVIDERS = ['livechat', 'intercom', 'zendesk', 'tawk', 'crisp', 'freshchat', 'none'] as const;
export type ChatProviderId = (typeof CHAT_PROVIDERS)[number];

export const isChatProvider = (value: unknown): value is ChatProviderId => CHAT_PROVIDERS.includes(value as ChatProviderId);

/** A message the player sent or the support team sent, as the chat-event store call takes it (SPEC.md 7.2). */
export type ChatMessageEvent = { channel_id: string; conversation_id: string; text?: string; event: ChatEvent };

/** What an adapter gets: its provider's config and where to report messages. */
export type ChatAdapterContext = {
  config: LiveChatConfig;
  onChatEvent: (event: ChatMessageEvent) => void;
  loadScript: (src: string, options?: { id?: string }) => Promise<void>;
};

/**
 * One provider behind the interface the widget effect drives. `load` injects and boots the provider's script and
 * rejects when it cannot (the effect logs that and carries on, SPEC.md 8); the other calls are safe at any time.
 */
export type ChatAdapter = {
  load: () => Promise<void>;
  /** Tells the provider who the player is (or, with an empty identity, that a visitor is chatting). */
  identify: (identity: LiveChatConfig) => void;
  /** Shows the chat badge; `open` also opens the conversation window. */
  show: (options?: { open?: boolean }) => void;
  /** Hides the badge and the window. */
  hide: () => void;
  /** Removes the widget, its script and its globals, so a new player starts a clean session. */
  destroy: () => void;
  /** CSS selector of the provider's floating bubble, raised above the mobile bottom bar; null when there is none. */
  bubbleSelector: string | null;
};

export type ChatAdapterFactory = (context: ChatAdapterContext) => ChatAdapter;

/** A provider's global API, looked up after its script ran; the script is external, so nothing is assumed. */
export function requireGlobal<T>(name: string): T {
  const value = (window as unknown as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new Error(`the chat script did not define window.${name}`);
  return value as T;
}

/** Deletes provider globals on destroy. */
export function deleteGlobals(...names: string[]) {
  const host = window as unknown as Record<string, unknown>;
  for (const name of names) delete host[name];
}

/** Message text from the loosely typed payloads of provider callbacks. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['text', 'content', 'message', 'body']) {
      const text = textOf(record[key]);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}
