import { buyProductBodySchema, loyaltyNotificationsQuerySchema, loyaltyProgramQuerySchema, setCharacterBodySchema } from '@casino/platform-contract/requests';
import { t, type TextKey } from '../content/texts';
import type { Db } from '../db/database';
import { daysFromNow, nowIso, sql } from '../db/sql';
import { invalidParameter } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { adjustBalance, recordTransaction } from '../services/wallet';
import { requireAccount, type AccountRow } from './account-view';
import { CURRENCY_SCALE } from './cashier-rules';

export const PROGRAM_ID = 1;

/** Levels by lifetime points (exp). */
export const LEVELS = [
  { id: 1, minValue: 0, maxValue: 999 },
  { id: 2, minValue: 1000, maxValue: 4999 },
  { id: 3, minValue: 5000, maxValue: 19999 },
  { id: 4, minValue: 20000, maxValue: 79999 },
  { id: 5, minValue: 80000, maxValue: 999999999 },
];
const CHARACTERS = [1, 2, 3];
/** The shop: price in points; what a product gives (money in EUR, scaled per currency). */
const PRODUCTS = [
  { id: 1, price: 300, kind: 'freespins', value: 10, level: 1 },
  { id: 2, price: 500, kind: 'bonus', value: 5, level: 1 },
  { id: 3, price: 1800, kind: 'bonus', value: 20, level: 2 },
  { id: 4, price: 1400, kind: 'freespins', value: 50, level: 2 },
  { id: 5, price: 450, kind: 'betting', value: 5, level: 1 },
  { id: 6, price: 9000, kind: 'cash', value: 100, level: 3 },
] as const;
const FREESPINS_GAME = 'aurora-play-book-of-ra';

export const levelOf = (exp: number) => LEVELS.find((level) => exp >= level.minValue && exp <= level.maxValue) ?? LEVELS[0];

const characterItem = (id: number, locale: string) => ({ id, name: t(`loyalty.character.${id}` as TextKey, locale), image: `/platform/images/loyalty/character-${id}-144x144.png` });

const levelsOf = (exp: number, locale: string) =>
  LEVELS.map((level) => ({
    id: level.id,
    title: t(`loyalty.level.${level.id}` as TextKey, locale),
    image: `/platform/images/loyalty/level-${level.id}-192x128.png`,
    minValue: level.minValue,
    maxValue: level.maxValue,
    expCount: Math.max(0, Math.min(exp, level.maxValue) - level.minValue),
    is_current: level.id === levelOf(exp)?.id,
  }));

/** Loyalty info (SPEC.md 3): id, is_active, points, character, levels, pointsAlias, uid. */
const infoOf = (account: AccountRow, locale: string) => ({
  id: PROGRAM_ID,
  is_active: true,
  points: account.loyalty_points,
  exp: account.loyalty_exp,
  level: levelOf(account.loyalty_exp)?.id ?? 1,
  character: account.loyalty_character_id ? characterItem(account.loyalty_character_id, locale) : null,
  levels: levelsOf(account.loyalty_exp, locale),
  pointsAlias: t('loyalty.points', locale),
  uid: account.id,
});

const programOf = (locale: string) => ({
  id: PROGRAM_ID,
  title: t('loyalty.program.title', locale),
  pointsAlias: t('loyalty.points', locale),
  levels: levelsOf(0, locale).map(({ expCount: _expCount, is_current: _current, ...level }) => level),
  is_active: true,
});

/** Loyalty notification (SPEC.md 3): trigger, type, title, message, image, amount, amountType. */
export function notify(db: Db, accountId: number, locale: string, kind: 'credit' | 'level', amount: number) {
  sql(db, `INSERT INTO loyalty_notifications (account_id, trigger, type, title, message, image, amount, amount_type, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    accountId,
    kind === 'credit' ? 'points_earned' : 'level_up',
    kind === 'credit' ? 'credit' : 'level',
    t(`loyalty.notification.${kind}.title` as TextKey, locale),
    t(`loyalty.notification.${kind}.message` as TextKey, locale),
    `/platform/images/loyalty/${kind === 'credit' ? 'coins' : 'level-up'}-112x112.png`,
    amount,
    kind === 'credit' ? 'points' : 'level',
    nowIso(db),
  );
}

/** Real bets earn a point per whole unit of currency (scaled to EUR); crossing a level writes a notification. */
export function earnPoints(db: Db, account: AccountRow, betCents: number) {
  const points = Math.floor(betCents / 100 / (CURRENCY_SCALE[account.currency] ?? 1));
  if (points <= 0) return;
  const before = levelOf(account.loyalty_exp)?.id;
  sql(db, 'UPDATE accounts SET loyalty_points = loyalty_points + ?, loyalty_exp = loyalty_exp + ? WHERE id = ?').run(points, points, account.id);
  const after = levelOf(account.loyalty_exp + points)?.id;
  if (after !== before) notify(db, account.id, account.locale, 'level', after ?? 1);
  else if (Math.floor((account.loyalty_exp + points) / 100) > Math.floor(account.loyalty_exp / 100)) notify(db, account.id, account.locale, 'credit', points);
}

export const loyaltyMethods: MethodTable = {
  'loyalty.getinfo': method({
    verb: 'GET',
    auth: true,
    handler: ({ locale, account }) => ({ data: infoOf(account, locale) }),
  }),
  'loyalty.getcharacters': method({
    verb: 'GET',
    handler: ({ locale }) => ({ data: { items: CHARACTERS.map((id) => characterItem(id, locale)) } }),
  }),
  'loyalty.setcharacter': method({
    verb: 'POST',
    auth: true,
    body: setCharacterBodySchema,
    handler: ({ db, body, locale, accountId }) => {
      if (!CHARACTERS.includes(body.id)) throw invalidParameter('id', 'Wrong field');
      sql(db, 'UPDATE accounts SET loyalty_character_id = ? WHERE id = ?').run(body.id, accountId);
      return { data: infoOf(requireAccount(db, accountId), locale) };
    },
  }),
  'loyalty.getproducts': method({
    verb: 'GET',
    handler: ({ db, locale, accountId }) => {
      const account = accountId ? requireAccount(db, accountId) : null;
      const scale = CURRENCY_SCALE[account?.currency ?? 'EUR'] ?? 1;
      const items = PRODUCTS.map((product) => ({
        id: product.id,
        title: t(`loyalty.product.${product.id}` as TextKey, locale),
        image: `/platform/images/loyalty/product-${product.id}-288x192.png`,
        price: product.price,
        type: product.kind,
        value: product.kind === 'freespins' ? product.value : product.value * scale,
        min_level: product.level,
        is_available: account ? account.loyalty_points >= product.price && (levelOf(account.loyalty_exp)?.id ?? 1) >= product.level : false,
      }));
      return { data: { items } };
    },
  }),
  'loyalty.buyproduct': method({
    verb: 'POST',
    auth: true,
    body: buyProductBodySchema,
    handler: ({ db, body, locale, account }) => {
      const product = PRODUCTS.find((item) => item.id === body.product_id);
      if (!product) throw invalidParameter('product_id', 'Wrong field');
      if ((levelOf(account.loyalty_exp)?.id ?? 1) < product.level) throw invalidParameter('product_id', 'Level is too low');
      if (account.loyalty_points < product.price) throw invalidParameter('product_id', 'Not enough points', { points: account.loyalty_points, price: product.price });
      const scale = CURRENCY_SCALE[account.currency] ?? 1;
      const cents = product.value * scale * 100;
      sql(db, 'UPDATE accounts SET loyalty_points = loyalty_points - ? WHERE id = ?').run(product.price, account.id);
      sql(db, 'INSERT INTO loyalty_purchases (account_id, product_id, points, created_at) VALUES (?, ?, ?, ?)').run(account.id, product.id, product.price, nowIso(db));
      if (product.kind === 'freespins') {
        sql(db, `INSERT INTO freespins (account_id, game_sysname, total_count, remaining_count, bet, status, created_at, expires_at)
          VALUES (?, ?, ?, ?, 20, 'active', ?, ?)`).run(account.id, FREESPINS_GAME, product.value, product.value, nowIso(db), daysFromNow(db, 7));
      } else if (product.kind === 'cash') {
        adjustBalance(db, account.id, 'balance_main', cents);
        recordTransaction(db, account.id, { type: 'loyalty', status: 'success', amount: cents, currency: account.currency, method: 'loyalty' });
      } else {
        sql(db, `INSERT INTO bonuses (account_id, kind, name, status, amount, wager_required, created_at, expires_at)
          VALUES (?, ?, ?, 'available', ?, ?, ?, ?)`).run(account.id, product.kind === 'betting' ? 'betting' : 'casino', `loyalty.product.${product.id}`, cents, cents * 5, nowIso(db), daysFromNow(db, 14));
      }
      return { data: { result: 1, product_id: product.id, points: account.loyalty_points - product.price, info: infoOf(requireAccount(db, account.id), locale) } };
    },
  }),
  'loyalty.getnotifications': method({
    verb: 'GET',
    auth: true,
    query: loyaltyNotificationsQuerySchema,
    // Titles and messages are read in the request's locale: a notice stays readable after a change of language.
    handler: ({ db, query, locale, accountId }) => {
      const rows = sql(db, 'SELECT * FROM loyalty_notifications WHERE account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(accountId, query.count, query.offset) as Array<{
        id: number;
        trigger: string;
        type: string;
        title: string;
        message: string;
        image: string;
        amount: number;
        amount_type: string;
        created_at: string;
      }>;
      const items = rows.map((row) => ({
        id: row.id,
        trigger: row.trigger,
        type: row.type,
        title: t(`loyalty.notification.${row.type === 'credit' ? 'credit' : 'level'}.title` as TextKey, locale),
        message: t(`loyalty.notification.${row.type === 'credit' ? 'credit' : 'level'}.message` as TextKey, locale),
        image: row.image,
        amount: row.amount,
        amountType: row.amount_type,
        created_at: row.created_at,
      }));
      return { data: { items } };
    },
  }),
  'loyalty.getPrograms': method({ verb: 'GET', handler: ({ locale }) => ({ data: { items: [programOf(locale)] } }) }),
  'loyalty.getProgram': method({
    verb: 'GET',
    query: loyaltyProgramQuerySchema,
    handler: ({ query, locale }) => {
      if (query.id !== PROGRAM_ID) throw invalidParameter('id', 'Wrong field');
      return { data: programOf(locale) };
    },
  }),
};

