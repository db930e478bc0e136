import type { LiveChatConfig, SupportSettings } from '@casino/platform-contract';
import { isChatProvider, type ChatProviderId } from './chat-adapter';

/** The provider to run and its config; null when the site has no live chat. */
export type ChatSettings = { provider: Exclude<ChatProviderId, 'none'>; config: LiveChatConfig };

/** Reads support.getsettings: no provider, `none` or a name this site does not know all mean "no chat". */
export function chatSettingsOf(settings: SupportSettings | undefined): ChatSettings | null {
  const provider = settings?.provider;
  if (!provider) return null;
  if (!isChatProvider(provider)) {
    console.warn(`[support] unknown live-chat provider "${provider}"; the site goes on without a chat`);
    return null;
  }
  if (provider === 'none') return null;
  return { provider, config: settings?.config[provider] ?? {} };
}
