import { popupsGetQuerySchema } from '@casino/platform-contract/requests';
import { t } from '../content/texts';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import { method, type MethodTable } from '../platform/method';

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

export const popupMethods: MethodTable = {
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
};
