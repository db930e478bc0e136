import { storageGetQuerySchema, storageSetBodySchema } from '@casino/platform-contract/requests';
import { sql } from '../db/sql';
import { PlatformFault } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';

/** Storage quota per player: keys and value size. */
export const STORAGE_MAX_KEYS = 50;
export const STORAGE_MAX_VALUE = 4096;

export const storageMethods: MethodTable = {
  'storage.get': method({
    verb: 'GET',
    auth: true,
    query: storageGetQuerySchema,
    handler: ({ db, query, accountId }) => {
      const rows = sql(db, 'SELECT key, value FROM storage WHERE account_id = ?').all(accountId) as Array<{ key: string; value: string }>;
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      // Every asked key answers, null when it was never set; no keys asked gives everything stored.
      const keys = query.keys.length ? query.keys : [...stored.keys()];
      return { data: Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? null])) };
    },
  }),
  'storage.getKeys': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, accountId }) => ({
      data: (sql(db, 'SELECT key FROM storage WHERE account_id = ? ORDER BY key').all(accountId) as Array<{ key: string }>).map((row) => row.key),
    }),
  }),
  'storage.set': method({
    verb: 'POST',
    auth: true,
    body: storageSetBodySchema,
    handler: ({ db, body, accountId }) => {
      if (body.value.length > STORAGE_MAX_VALUE) throw new PlatformFault('StorageQuotaExceededException', { value: [`Max length is ${STORAGE_MAX_VALUE}`] });
      const exists = sql(db, 'SELECT 1 FROM storage WHERE account_id = ? AND key = ?').get(accountId, body.key);
      const count = (sql(db, 'SELECT COUNT(*) AS n FROM storage WHERE account_id = ?').get(accountId) as { n: number }).n;
      if (!exists && count >= STORAGE_MAX_KEYS) throw new PlatformFault('StorageQuotaExceededException', { key: [`At most ${STORAGE_MAX_KEYS} keys`] });
      sql(db, 'INSERT INTO storage (account_id, key, value) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET value = excluded.value').run(accountId, body.key, body.value);
      return { data: { result: 1 } };
    },
  }),
};
