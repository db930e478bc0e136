import {
  chatEventBodySchema,
  eventsHandleQuerySchema,
  metadataGetQuerySchema,
  popupsGetQuerySchema,
  sendFeedbackBodySchema,
  storageGetQuerySchema,
  storageSetBodySchema,
} from '@casino/platform-contract/requests';
import { t } from '../content/texts';
import { serverRedirect } from '../cms/content';
import { pageSeo } from '../cms/seo';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';
import { invalidParameter, PlatformFault } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { LIVECHAT_DEMO_SRC } from '../web/livechat-demo';

/** Storage quota per player: keys and value size. */
/** True the first time a depositing player is offered popup `id`; the serving is remembered in their storage. */
function servePopupOnce(db: Db, accountId: number, id: number): boolean {
  const deposited = sql(db, "SELECT 1 FROM transactions WHERE account_id = ? AND type = 'deposit' AND status = 'success' LIMIT 1").get(accountId);
  if (!deposited) return false;
  const key = `popup_served_${id}`;
  const served = sql(db, 'SELECT 1 FROM storage WHERE account_id = ? AND key = ?').get(accountId, key);
  if (served) return false;
  sql(db, "INSERT INTO storage (account_id, key, value) VALUES (?, ?, '1')").run(accountId, key);
  return true;
}

export const STORAGE_MAX_KEYS = 50;
export const STORAGE_MAX_VALUE = 4096;

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

export function record(db: Db, kind: string, accountId: number | null, payload: unknown) {
  sql(db, 'INSERT INTO records (kind, account_id, payload, created_at) VALUES (?, ?, ?, ?)').run(kind, accountId, JSON.stringify(payload), nowIso(db));
}

export const otherMethods: MethodTable = {
  'metadata.get': method({
    verb: 'GET',
    query: metadataGetQuerySchema,
    handler: ({ query, locale }) => {
      const seo = pageSeo(query.url ?? '/', locale);
      return { data: { redirect: serverRedirect(query.url ?? '/'), title: seo.title, description: seo.description } };
    },
  }),
  'popups.get': method({
    verb: 'GET',
    query: popupsGetQuerySchema,
    // The weekend reload popup is for players who have deposited, once each: serving it records that.
    handler: ({ db, locale, accountId }) => ({
      data: {
        items: accountId && servePopupOnce(db, accountId, 1)
          ? [
              {
                id: 1,
                title: t('popup.weekend.title', locale),
                description: {
                  type: 'campaign',
                  content: t('popup.weekend.content', locale),
                  img_600_400: '/platform/images/offers/reload-600x400.png',
                  button_title: t('banner.button.claim', locale),
                  button_url: '/cashier/deposit',
                },
                offer_id: 2,
              },
            ]
          : [],
      },
    }),
  }),
  'storage.get': method({
    verb: 'GET',
    auth: true,
    query: storageGetQuerySchema,
    handler: ({ db, query, requireAccountId }) => {
      const rows = sql(db, 'SELECT key, value FROM storage WHERE account_id = ?').all(requireAccountId()) as Array<{ key: string; value: string }>;
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      // Every asked key answers, null when it was never set; no keys asked gives everything stored.
      const keys = query.keys.length ? query.keys : [...stored.keys()];
      return { data: Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? null])) };
    },
  }),
  'storage.getKeys': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, requireAccountId }) => ({
      data: (sql(db, 'SELECT key FROM storage WHERE account_id = ? ORDER BY key').all(requireAccountId()) as Array<{ key: string }>).map((row) => row.key),
    }),
  }),
  'storage.set': method({
    verb: 'POST',
    auth: true,
    body: storageSetBodySchema,
    handler: ({ db, body, requireAccountId }) => {
      const accountId = requireAccountId();
      if (body.value.length > STORAGE_MAX_VALUE) throw new PlatformFault('StorageQuotaExceededException', { value: [`Max length is ${STORAGE_MAX_VALUE}`] });
      const exists = sql(db, 'SELECT 1 FROM storage WHERE account_id = ? AND key = ?').get(accountId, body.key);
      const count = (sql(db, 'SELECT COUNT(*) AS n FROM storage WHERE account_id = ?').get(accountId) as { n: number }).n;
      if (!exists && count >= STORAGE_MAX_KEYS) throw new PlatformFault('StorageQuotaExceededException', { key: [`At most ${STORAGE_MAX_KEYS} keys`] });
      sql(db, 'INSERT INTO storage (account_id, key, value) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET value = excluded.value').run(accountId, body.key, body.value);
      return { data: { result: 1 } };
    },
  }),
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
  'events.handle': method({
    verb: 'GET',
    query: eventsHandleQuerySchema,
    handler: ({ db, query, accountId }) => {
      let params: unknown = query.event_params ?? null;
      if (typeof params === 'string') {
        try {
          params = JSON.parse(params);
        } catch {
          throw invalidParameter('event_params', 'Must be a JSON object');
        }
      }
      record(db, 'event', accountId, { event_name: query.event_name, event_params: params });
      return { data: { result: 1 } };
    },
  }),
};
