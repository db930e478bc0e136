import { deleteGlobals, requireGlobal, textOf, type ChatAdapterFactory } from '../chat-adapter';
import { removeChatElements } from '../load-script';

type LiveChatWidget = {
  call: (command: string, argument?: unknown) => void;
  on: (event: string, callback: (payload: unknown) => void) => void;
  get: (what: string) => unknown;
};
type LiveChatEvent = { type?: string; text?: string; author?: { type?: string } };

const DEFAULT_SRC = 'https://cdn.livechatinc.com/tracking.js';

/** LiveChat (livechat.com): configured by `window.__lc` before its tracking script, driven by `LiveChatWidget`. */
export const createLiveChatAdapter: ChatAdapterFactory = ({ config, onChatEvent, loadScript }) => {
  let widget: LiveChatWidget | null = null;
  return {
    bubbleSelector: '#chat-widget-container',
    async load() {
      if (!config.license) throw new Error('LiveChat needs a license');
      Object.assign(window, { __lc: { license: Number(config.license), integration_name: 'casino-front' } });
      await loadScript(config.src ?? DEFAULT_SRC, { id: 'livechat-script' });
      widget = requireGlobal<LiveChatWidget>('LiveChatWidget');
      widget.on('new_event', (payload) => {
        const event = payload as LiveChatEvent;
        if (event.type !== 'message') return;
        const chat = widget?.get('chat_data') as { chatId?: string; threadId?: string } | undefined;
        onChatEvent({
          channel_id: 'livechat',
          conversation_id: chat?.chatId ?? chat?.threadId ?? 'unknown',
          text: textOf(event),
          event: event.author?.type === 'customer' ? 'message_sent' : 'message_received',
        });
      });
    },
    identify(identity) {
      if (identity.name) widget?.call('set_customer_name', identity.name);
      if (identity.email) widget?.call('set_customer_email', identity.email);
      if (identity.uid) widget?.call('set_session_variables', { uid: String(identity.uid), phone: identity.phone ?? '' });
    },
    show: (options) => widget?.call(options?.open ? 'maximize' : 'minimize'),
    hide: () => widget?.call('hide'),
    destroy() {
      widget?.call('destroy');
      widget = null;
      deleteGlobals('__lc', 'LiveChatWidget');
      removeChatElements(['#chat-widget-container']);
    },
  };
};
