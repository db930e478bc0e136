import { deleteGlobals, requireGlobal, textOf, type ChatAdapterFactory } from '../chat-adapter';
import { removeChatElements } from '../load-script';

type Zendesk = (api: string, command: string, argument?: unknown) => void;

/** Zendesk Web Widget: the snippet key is `config.widget_id`; driven by `zE('webWidget', ...)`. */
export const createZendeskAdapter: ChatAdapterFactory = ({ config, onChatEvent, loadScript }) => {
  let zendesk: Zendesk | null = null;
  let conversationId = 'unknown';
  return {
    bubbleSelector: '#launcher',
    async load() {
      if (!config.widget_id) throw new Error('Zendesk needs a widget key');
      await loadScript(config.src ?? `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(config.widget_id)}`, { id: 'ze-snippet' });
      zendesk = requireGlobal<Zendesk>('zE');
      if (config.lang) zendesk('webWidget', 'setLocale', config.lang);
      zendesk('webWidget:on', 'chat:start', () => {
        conversationId = `${config.widget_id}-${Date.now()}`;
      });
      zendesk('webWidget:on', 'chat:messageSent', (message: unknown) =>
        onChatEvent({ channel_id: 'zendesk', conversation_id: conversationId, text: textOf(message), event: 'message_sent' }),
      );
      zendesk('webWidget:on', 'chat:messageReceived', (message: unknown) =>
        onChatEvent({ channel_id: 'zendesk', conversation_id: conversationId, text: textOf(message), event: 'message_received' }),
      );
    },
    identify(identity) {
      zendesk?.('webWidget', 'prefill', {
        name: { value: identity.name ?? '' },
        email: { value: identity.email ?? '' },
        phone: { value: identity.phone ?? '' },
      });
    },
    show(options) {
      zendesk?.('webWidget', 'show');
      if (options?.open) zendesk?.('webWidget', 'open');
    },
    hide: () => zendesk?.('webWidget', 'hide'),
    destroy() {
      zendesk?.('webWidget', 'logout');
      zendesk = null;
      deleteGlobals('zE', 'zESettings');
      removeChatElements(['#launcher', '#webWidget']);
    },
  };
};
