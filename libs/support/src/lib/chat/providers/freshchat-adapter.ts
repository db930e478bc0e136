import { deleteGlobals, requireGlobal, textOf, type ChatAdapterFactory } from '../chat-adapter';
import { removeChatElements } from '../load-script';

type FreshchatUser = { setFirstName?: (name: string) => void; setEmail?: (email: string) => void; setPhone?: (phone: string) => void };
type Freshchat = {
  init: (options: Record<string, unknown>) => void;
  on: (event: string, callback: (response: unknown) => void) => void;
  setExternalId?: (id: string) => void;
  user?: FreshchatUser;
  show?: () => void;
  hide?: () => void;
  open?: () => void;
  destroy?: () => void;
};

const DEFAULT_HOST = 'https://wchat.freshchat.com';

/** Freshchat: token `config.widget_id`, host `config.src` (the widget script lives under it). */
export const createFreshchatAdapter: ChatAdapterFactory = ({ config, onChatEvent, loadScript }) => {
  let widget: Freshchat | null = null;
  const host = config.src ?? DEFAULT_HOST;
  const report = (event: 'message_sent' | 'message_received') => (response: unknown) => {
    const message = (response as { data?: { message?: { conversationId?: string | number } } } | undefined)?.data?.message;
    onChatEvent({ channel_id: 'freshchat', conversation_id: String(message?.conversationId ?? 'unknown'), text: textOf(message), event });
  };
  return {
    bubbleSelector: '#fc_frame',
    async load() {
      if (!config.widget_id) throw new Error('Freshchat needs a token');
      await loadScript(`${host.replace(/\/$/, '')}/js/widget.js`, { id: 'freshchat-script' });
      widget = requireGlobal<Freshchat>('fcWidget');
      widget.init({ token: config.widget_id, host, locale: config.lang ?? undefined });
      widget.on('message:sent', report('message_sent'));
      widget.on('message:received', report('message_received'));
    },
    identify(identity) {
      if (identity.uid) widget?.setExternalId?.(String(identity.uid));
      if (identity.name) widget?.user?.setFirstName?.(identity.name);
      if (identity.email) widget?.user?.setEmail?.(identity.email);
      if (identity.phone) widget?.user?.setPhone?.(identity.phone);
    },
    show(options) {
      widget?.show?.();
      if (options?.open) widget?.open?.();
    },
    hide: () => widget?.hide?.(),
    destroy() {
      widget?.destroy?.();
      widget = null;
      deleteGlobals('fcWidget');
      removeChatElements(['#fc_frame']);
    },
  };
};
