import { activateOfferBodySchema, bannersGetQuerySchema, checkPromocodeBodySchema, getOffersQuerySchema, takePromotionsBodySchema } from '@casino/platform-contract/requests';
import { t, type TextKey } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql, toAmount } from '../db/sql';
import { invalidParameter, PlatformFault } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { grantOffer, type OfferRow } from '../services/bonus';

type BannerRow = { id: number; position: string; text_key: string; image: string; link: string; finished_at: string | null; sort: number };

const buttonKey: Record<string, TextKey> = {
  'banner.welcome': 'banner.button.claim',
  'banner.reload': 'banner.button.claim',
  'banner.tournament': 'banner.button.join',
  'banner.loyalty': 'banner.button.shop',
};

/** Banner (SPEC.md 3): id, finished_at and a description with its position; image keys are remapped by the site. */
const bannerItem = (row: BannerRow, locale: string) => ({
  id: row.id,
  finished_at: row.finished_at,
  description: {
    position: row.position,
    title: t(`${row.text_key}.title` as TextKey, locale),
    subtitle: t(`${row.text_key}.subtitle` as TextKey, locale),
    button_title: t(buttonKey[row.text_key] ?? 'banner.button.play', locale),
    link: row.link,
    img_1200_400: `/platform/images/banners/${row.image}-1200x400.png`,
    img_360_520: `/platform/images/banners/${row.image}-360x520.png`,
    img_735_240: `/platform/images/banners/${row.image}-735x240.png`,
  },
});

/**
 * Cashback is paid out as real money, so taking part needs the player's personal data (name and date of birth),
 * as a withdrawal does: without it the platform answers UserNeedProfileDataException (SPEC.md 8).
 */
export const needsProfileData = (offer: Pick<OfferRow, 'action'>) => offer.action === 'cashback';

/** Whether a signed-in player meets an offer's conditions: the welcome offer is for the first deposit only. */
function satisfies(db: Db, accountId: number | null, offer: OfferRow): boolean {
  if (!accountId) return true;
  if (sql(db, "SELECT 1 FROM account_offers WHERE account_id = ? AND offer_id = ? AND status = 'activated'").get(accountId, offer.id)) return false;
  if (offer.text_key === 'offer.welcome') {
    return !sql(db, "SELECT 1 FROM transactions WHERE account_id = ? AND type = 'deposit' AND status = 'success' LIMIT 1").get(accountId);
  }
  return offer.user_satisfies_params === 1;
}

/** Offer (SPEC.md 3): id, trigger{action, params.exclude_methods, user_satisfies_params}, description, promotions. */
export const offerItem = (db: Db, row: OfferRow, locale: string, accountId: number | null) => ({
  id: row.id,
  trigger: {
    action: row.action,
    params: { exclude_methods: JSON.parse(row.exclude_methods) as string[], min_amount: toAmount(row.min_deposit) },
    user_satisfies_params: satisfies(db, accountId, row),
  },
  description: {
    title: t(`${row.text_key}.title` as TextKey, locale),
    text: t(`${row.text_key}.description` as TextKey, locale),
    img_600_400: `/platform/images/offers/${row.image}-600x400.png`,
    img_288_192: `/platform/images/offers/${row.image}-288x192.png`,
  },
  promotions: [
    {
      type: row.bonus_kind,
      percent: row.bonus_percent,
      amount: toAmount(row.bonus_amount),
      max_amount: toAmount(row.max_bonus),
      wager: row.wager,
      freespins: row.freespins_count ? { game: row.freespins_game, count: row.freespins_count } : null,
    },
  ],
  has_promo_code: row.promo_code !== null,
  started_at: row.starts_at,
  finished_at: row.ends_at,
});

/** Checks a promo code; failures carry a code in error_data.promo_code[0] (SPEC.md 5). */
function findPromo(db: Db, code: string, accountId: number | null): OfferRow {
  const offer = sql(db, 'SELECT * FROM offers WHERE promo_code = ?').get(code.trim()) as OfferRow | undefined;
  if (!offer) throw invalidParameter('promo_code', 'NOT_FOUND');
  const now = clockNow(db);
  if (Date.parse(offer.ends_at) < now) throw invalidParameter('promo_code', 'EXPIRED');
  if (Date.parse(offer.starts_at) > now) throw invalidParameter('promo_code', 'NOT_STARTED');
  if (accountId && sql(db, "SELECT 1 FROM account_offers WHERE account_id = ? AND offer_id = ? AND status = 'activated'").get(accountId, offer.id)) {
    throw invalidParameter('promo_code', 'ALREADY_ACTIVATED');
  }
  return offer;
}

export const campaignMethods: MethodTable = {
  'banners.get': method({
    verb: 'GET',
    query: bannersGetQuerySchema,
    handler: ({ db, query, locale, accountId }) => {
      const now = nowIso(db);
      // The welcome package's banner is for signed-in players yet to deposit; visitors see the CMS sign-up banner.
      const welcome = accountId !== null && !sql(db, "SELECT 1 FROM transactions WHERE account_id = ? AND type = 'deposit' AND status = 'success' LIMIT 1").get(accountId);
      const audience = welcome ? '' : "AND text_key <> 'banner.welcome'";
      const rows = sql(db, `SELECT * FROM banners WHERE (finished_at IS NULL OR finished_at > ?) ${audience} ORDER BY sort LIMIT ? OFFSET ?`).all(now, query.count, query.offset) as BannerRow[];
      const total = (sql(db, `SELECT COUNT(*) AS n FROM banners WHERE (finished_at IS NULL OR finished_at > ?) ${audience}`).get(now) as { n: number }).n;
      const fields = query.fields.length ? query.fields : ['id', 'finished_at', 'description'];
      const items = rows.map((row) => {
        const item: Record<string, unknown> = bannerItem(row, locale);
        return Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key)));
      });
      return { data: { items, count: total } };
    },
  }),
  'campaigns.getoffers': method({
    verb: 'GET',
    query: getOffersQuerySchema,
    handler: ({ db, query, locale, accountId }) => {
      const now = nowIso(db);
      const rows = sql(db, 'SELECT * FROM offers WHERE starts_at <= ? AND ends_at > ? AND (? IS NULL OR action = ?) ORDER BY sort LIMIT ? OFFSET ?').all(
        now,
        now,
        query.action ?? null,
        query.action ?? null,
        query.count,
        query.offset,
      ) as OfferRow[];
      return { data: { items: rows.map((row) => offerItem(db, row, locale, accountId)), count: rows.length } };
    },
  }),
  'campaigns.checkPromocode': method({
    verb: 'POST',
    body: checkPromocodeBodySchema,
    handler: ({ db, body, locale, accountId }) => ({ data: { result: 1, offer: offerItem(db, findPromo(db, body.promo_code, accountId), locale, accountId) } }),
  }),
  'campaigns.activateOffer': method({
    verb: 'POST',
    auth: true,
    body: activateOfferBodySchema,
    handler: ({ db, body, locale, accountId }) => {
      const offer = findPromo(db, body.promo_code, accountId);
      // A deposit offer is remembered and paid with the next deposit; others are granted now.
      const status = offer.action === 'deposit' ? 'taken' : 'activated';
      sql(db, 'INSERT INTO account_offers (account_id, offer_id, status, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET status = excluded.status').run(
        accountId,
        offer.id,
        status,
        nowIso(db),
      );
      if (status === 'activated') grantOffer(db, accountId, offer);
      return { data: { result: 1, status, offer: offerItem(db, offer, locale, accountId) } };
    },
  }),
  'campaigns.takepromotions': method({
    verb: 'POST',
    auth: true,
    body: takePromotionsBodySchema,
    handler: ({ db, body, accountId, account }) => {
      const offer = sql(db, 'SELECT * FROM offers WHERE id = ?').get(body.offer_id) as OfferRow | undefined;
      if (!offer) throw invalidParameter('offer_id', 'Wrong field');
      if (needsProfileData(offer) && (!account.first_name || !account.last_name || !account.birth_date)) throw new PlatformFault('UserNeedProfileDataException');
      sql(db, "INSERT INTO account_offers (account_id, offer_id, status, created_at) VALUES (?, ?, 'taken', ?) ON CONFLICT DO NOTHING").run(accountId, offer.id, nowIso(db));
      return { data: { result: 1, offer_id: offer.id, status: 'taken' } };
    },
  }),
};
