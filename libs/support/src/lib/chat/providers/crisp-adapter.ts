import { deleteGlobals, textOf, type ChatAdapterFactory } from '../chat-adapter';
import { removeChatElements } from '../load-script';

type CrispQueue = { push: (command: unknown[]) => void; get?: (key: string) => unknown };

const DEFAULT_SRC = 'https://client.crisp.chat/l.js';

/** Crisp: website id `config.id`; `$crisp` is a command queue that works before and after the script ran. */
export const createCrispAdapter: ChatAdapterFactory = ({ config, onChatEvent, loadScript }) => {
  const queue = (): CrispQueue | undefined => (window as unknown as { $crisp?: CrispQueue }).$crisp;
  const push = (...command: unknown[]) => queue()?.push(command);
  const report = (event: 'message_sent' | 'message_received') => (message: unknown) =>
    onChatEvent({ channel_id: 'crisp', conversation_id: String(queue()?.get?.('session:identifier') ?? 'unknown'), text: textOf(message), event });
  return {
    bubbleSelector: '.crisp-client .cc-1brb6, #crisp-chatbox',
    async load() {
      const websiteId = config.id ?? config.widget_id;
      if (!websiteId) throw new Error('Crisp needs a website id');
      Object.assign(window, { $crisp: [], CRISP_WEBSITE_ID: websiteId, CRISP_RUNTIME_CONFIG: { locale: config.lang ?? undefined } });
      push('on', 'message:sent', report('message_sent'));
      push('on', 'message:received', report('message_received'));
      await loadScript(config.src ?? DEFAULT_SRC, { id: 'crisp-script' });
    },
    identify(identity) {
      if (identity.email) push('set', 'user:email', [identity.email]);
      if (identity.name) push('set', 'user:nickname', [identity.name]);
      if (identity.phone) push('set', 'user:phone', [identity.phone]);
      if (identity.uid) push('set', 'session:data', [[['uid', String(identity.uid)]]]);
    },
    show(options) {
      push('do', 'chat:show');
      if (options?.open) push('do', 'chat:open');
    },
    hide: () => push('do', 'chat:hide'),
    destroy() {
      push('do', 'session:reset');
      deleteGlobals('$crisp', 'CRISP_WEBSITE_ID', 'CRISP_RUNTIME_CONFIG');
      removeChatElements(['.crisp-client']);
    },
  };
};
