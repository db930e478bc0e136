import { chatEventBodySchema, sendFeedbackBodySchema } from '@casino/platform-contract/requests';
import { record } from '../db/records';
import { sql } from '../db/sql';
import { method, type MethodTable } from '../platform/method';
import { LIVECHAT_DEMO_SRC } from '../web/livechat-demo';

/**
 * Chat providers (SPEC.md 7.4: seven, one of them a no-op). Configs hold placeholders; LiveChat's points at the
 * emulator's stand-in script, so nothing is loaded from outside.
 */
export const CHAT_PROVIDERS = ['none', 'livechat', 'intercom', 'zendesk', 'tawk', 'crisp', 'freshchat'] as const;

const chatConfig = (provider: string, uid: number | null, name: string | null, email: string | null, lang: string) => ({
  id: `${provider}-demo`,
  license: provider === 'livechat' ? '00000000' : null,
  src: provider === 'livechat' ? LIVECHAT_DEMO_SRC : null,
  widget_id: provider === 'none' ? null : `${provider}-widget-demo`,
  lang,
  uid: uid ? String(uid) : null,
  name,
  email,
  phone: null,
});

export const supportMethods: MethodTable = {
  'support.getsettings': method({
    verb: 'GET',
    handler: ({ db, config, accountId, locale }) => {
      const account = accountId ? (sql(db, 'SELECT login, fakename FROM accounts WHERE id = ?').get(accountId) as { login: string; fakename: string | null }) : null;
      const providers = Object.fromEntries(CHAT_PROVIDERS.map((provider) => [provider, chatConfig(provider, accountId, account?.fakename ?? null, account?.login ?? null, locale)]));
      return { data: { provider: config.chatProvider === 'none' ? null : config.chatProvider, config: providers } };
    },
  }),
  'Support.sendFeedback': method({
    verb: 'POST',
    body: sendFeedbackBodySchema,
    handler: ({ db, body, accountId }) => {
      record(db, 'feedback', accountId, body);
      return { data: { result: 1 } };
    },
  }),
  'chat.storeEvent': method({
    verb: 'POST',
    body: chatEventBodySchema,
    handler: ({ db, body, accountId }) => {
      record(db, 'chat', accountId, body);
      return { data: { result: 1 } };
    },
  }),
};
