import { deleteGlobals, textOf, type ChatAdapterFactory } from '../chat-adapter';
import { removeChatElements } from '../load-script';

type TawkApi = {
  visitor?: { name?: string; email?: string };
  onLoad?: () => void;
  onChatStarted?: (data: { chatId?: string }) => void;
  onChatMessageVisitor?: (message: unknown) => void;
  onChatMessageAgent?: (message: unknown) => void;
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  showWidget?: () => void;
  hideWidget?: () => void;
  maximize?: () => void;
  shutdown?: () => void;
};

/** tawk.to: property `config.id`, widget `config.widget_id`; callbacks are set on `Tawk_API` before the script runs. */
export const createTawkAdapter: ChatAdapterFactory = ({ config, onChatEvent, loadScript }) => {
  let conversationId = 'unknown';
  const api: TawkApi = {};
  const report = (event: 'message_sent' | 'message_received') => (message: unknown) =>
    onChatEvent({ channel_id: 'tawk', conversation_id: conversationId, text: textOf(message), event });
  return {
    bubbleSelector: 'iframe[title="chat widget"]',
    async load() {
      if (!config.id || !config.widget_id) throw new Error('tawk.to needs a property id and a widget id');
      api.onChatStarted = (data) => {
        conversationId = data?.chatId ?? conversationId;
      };
      api.onChatMessageVisitor = report('message_sent');
      api.onChatMessageAgent = report('message_received');
      Object.assign(window, { Tawk_API: api, Tawk_LoadStart: new Date() });
      await loadScript(config.src ?? `https://embed.tawk.to/${encodeURIComponent(config.id)}/${encodeURIComponent(config.widget_id)}`, { id: 'tawk-script' });
    },
    identify(identity) {
      const attributes = { name: identity.name ?? '', email: identity.email ?? '', uid: identity.uid ? String(identity.uid) : '' };
      // Before the widget is ready the attributes go in as the visitor, afterwards through setAttributes.
      api.visitor = { name: attributes.name, email: attributes.email };
      api.setAttributes?.(attributes);
    },
    show(options) {
      api.showWidget?.();
      if (options?.open) api.maximize?.();
    },
    hide: () => api.hideWidget?.(),
    destroy() {
      api.shutdown?.();
      deleteGlobals('Tawk_API', 'Tawk_LoadStart');
      removeChatElements(['iframe[title="chat widget"]', '.widget-visible']);
    },
  };
};
