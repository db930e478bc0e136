import type { ChatAdapterFactory, ChatProviderId } from './chat-adapter';
import { createNoneAdapter } from './providers/none-adapter';

/**
 * Each provider's adapter is its own chunk: a site pays only for the provider its settings name, and only once the
 * chat is needed.
 */
export const CHAT_ADAPTERS: Record<ChatProviderId, () => Promise<ChatAdapterFactory>> = {
  livechat: () => import('./providers/livechat-adapter').then((m) => m.createLiveChatAdapter),
  intercom: () => import('./providers/intercom-adapter').then((m) => m.createIntercomAdapter),
  zendesk: () => import('./providers/zendesk-adapter').then((m) => m.createZendeskAdapter),
  tawk: () => import('./providers/tawk-adapter').then((m) => m.createTawkAdapter),
  crisp: () => import('./providers/crisp-adapter').then((m) => m.createCrispAdapter),
  freshchat: () => import('./providers/freshchat-adapter').then((m) => m.createFreshchatAdapter),
  none: () => Promise.resolve(createNoneAdapter),
};
