import { fastRegisterBodySchema, formRegisterBodySchema, loginBodySchema, restoreBodySchema, telegramRegisterBodySchema } from '@casino/platform-contract/requests';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../db/password';
import { sql } from '../db/sql';
import { invalidParameter, PlatformFault } from '../platform/fault';
import { method, parseInput, type MethodContext, type MethodTable } from '../platform/method';
import { endSession, startSession } from '../platform/session';
import { createAccount, randomPassword } from '../services/accounts';
import { grantOffer, type OfferRow } from '../services/bonus';
import { checkCode, deliver, resendSeconds, sendCode } from '../services/outbox';
import { verifyInitData } from '../services/telegram';
import { accountInfo, requireAccount, type AccountRow } from './account-view';
import { CURRENCIES, DEFAULT_CURRENCY } from './general';

type LoginRow = AccountRow & { password_hash: string };

function refuseBlocked(row: AccountRow) {
  if (row.status === 'banned') throw new PlatformFault('UserBannedException');
  if (row.status === 'deleted') throw new PlatformFault('UserDeletedException');
}

/**
 * Two-factor sign-in. Without a code, a code is sent to the outbox and the answer is
 * InvalidParameterException "two_factor_auth is enable" with resend_time; asking again too soon answers
 * "Resend time is N". A code is checked: "code must contain 6 digits", "Time expired",
 * "two_factor_auth: code is invalid".
 */
function twoFactorStep(db: Db, row: AccountRow, code: string | undefined, locale: string) {
  if (code === undefined) {
    const wait = resendSeconds(db, row.id, 'two_factor_login', row.login);
    if (wait > 0) throw invalidParameter('code', `Resend time is ${wait}`, { resend_time: wait });
    sendCode(db, row.id, 'two_factor_login', row.login, row.login, locale);
    throw invalidParameter('two_factor_auth', 'two_factor_auth is enable', { resend_time: 60 });
  }
  if (!/^\d{6}$/.test(code)) throw invalidParameter('code', 'code must contain 6 digits');
  const check = checkCode(db, row.id, 'two_factor_login', row.login, code);
  if (check === 'expired') throw invalidParameter('code', 'Time expired');
  if (check === 'invalid') throw invalidParameter('code', 'two_factor_auth: code is invalid');
}

function applyPromo(db: Db, accountId: number, promo: string | undefined) {
  if (!promo) return;
  const offer = sql(db, 'SELECT * FROM offers WHERE promo_code = ?').get(promo) as OfferRow | undefined;
  if (!offer) return;
  sql(db, "INSERT INTO account_offers (account_id, offer_id, status, created_at) VALUES (?, ?, ?, datetime('now')) ON CONFLICT DO NOTHING").run(
    accountId,
    offer.id,
    offer.action === 'deposit' ? 'taken' : 'activated',
  );
  if (offer.action !== 'deposit') grantOffer(db, accountId, offer);
}

const signIn = (context: MethodContext<unknown, unknown>, accountId: number, extra: Record<string, unknown> = {}) => {
  startSession(context.db, context.request, context.reply, accountId);
  return { data: { ...accountInfo(requireAccount(context.db, accountId)), ...extra } };
};

function checkPromoExists(db: Db, promo: string | undefined) {
  if (promo && !sql(db, 'SELECT 1 FROM offers WHERE promo_code = ?').get(promo)) throw invalidParameter('promo_code', 'NOT_FOUND');
}

function registerTelegram(context: MethodContext<unknown, unknown>) {
  const { db, config, rawBody, locale } = context;
  const body = parseInput(telegramRegisterBodySchema, rawBody);
  const check = verifyInitData(body.payload, body.hash, config.telegramBotToken, config.telegramMaxAgeSeconds);
  if (!check.ok) throw invalidParameter(check.reason === 'expired' ? 'payload' : 'hash', check.reason === 'expired' ? 'Time expired' : 'Wrong field');
  if (String(check.user.id) !== body.id) throw invalidParameter('id', 'Wrong field');
  const externalId = `telegram:${body.id}`;
  const existing = sql(db, 'SELECT * FROM accounts WHERE external_id = ?').get(externalId) as AccountRow | undefined;
  if (existing) {
    refuseBlocked(existing);
    return signIn(context, existing.id);
  }
  const language = body.language_code === 'pt' ? 'pt-BR' : body.language_code;
  const id = createAccount(db, {
    login: `tg${body.id}@telegram.local`,
    password: randomPassword(),
    currency: DEFAULT_CURRENCY,
    locale: ['pt-BR', 'pl', 'ca', 'af', 'ar'].includes(language ?? '') ? (language as string) : locale,
    fakename: body.username ?? check.user.username ?? null,
    registrationType: 'telegram',
    externalId,
    completed: true,
  });
  return signIn(context, id);
}

export const authMethods: MethodTable = {
  'auth.login': method({
    verb: 'POST',
    body: loginBodySchema,
    handler: (context) => {
      const { db, body, locale } = context;
      const row = sql(db, 'SELECT * FROM accounts WHERE login = ?').get(body.login) as LoginRow | undefined;
      if (!row || !verifyPassword(body.password, row.password_hash)) throw invalidParameter('password', 'Wrong login or password');
      refuseBlocked(row);
      if (row.two_factor_auth === 1) twoFactorStep(db, row, body.code, locale);
      return signIn(context as MethodContext<unknown, unknown>, row.id);
    },
  }),
  'auth.logout': method({
    verb: 'GET',
    handler: ({ db, request, reply }) => {
      endSession(db, request, reply);
      return { data: { result: 1 } };
    },
  }),
  'auth.restore': method({
    verb: 'POST',
    body: restoreBodySchema,
    handler: ({ db, body, locale }) => {
      const row = sql(db, 'SELECT id, login, locale FROM accounts WHERE login = ?').get(body.login.replace(/^\+/, '')) as { id: number; login: string; locale: string } | undefined;
      // The answer is the same whether or not the login exists, so logins cannot be probed.
      if (row) {
        const password = randomPassword();
        sql(db, 'UPDATE accounts SET password_hash = ? WHERE id = ?').run(hashPassword(password), row.id);
        deliver(db, row.login, 'mail.restore.subject', 'mail.restore.body', row.locale || locale, { code: password });
      }
      return { data: { result: 1 } };
    },
  }),
  'auth.register': method({
    verb: 'POST',
    handler: (context) => {
      const { db, rawBody, locale } = context;
      if (rawBody['is_tg'] !== undefined && rawBody['is_tg'] !== null) return registerTelegram(context as MethodContext<unknown, unknown>);
      if (rawBody['type'] === 'fast') {
        const body = parseInput(fastRegisterBodySchema, rawBody);
        const currency = body.currency ?? DEFAULT_CURRENCY;
        if (!CURRENCIES.includes(currency)) throw invalidParameter('currency', 'Wrong field');
        checkPromoExists(db, body.promo_code);
        const password = randomPassword();
        const suffix = (sql(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS next FROM accounts').get() as { next: number }).next;
        const login = `player${100000 + suffix}@fast.local`;
        const id = createAccount(db, { login, password, currency, locale, registrationType: 'fast', completed: true });
        applyPromo(db, id, body.promo_code);
        deliver(db, login, 'mail.fast.subject', 'mail.fast.body', locale, { login, code: password });
        return signIn(context as MethodContext<unknown, unknown>, id, { password });
      }
      if (rawBody['type'] === 'social') throw invalidParameter('type', 'Social sign-up goes through /oauth/init');
      const body = parseInput(formRegisterBodySchema, rawBody);
      const currency = body.currency ?? DEFAULT_CURRENCY;
      if (!CURRENCIES.includes(currency)) throw invalidParameter('currency', 'Wrong field');
      if (sql(db, 'SELECT 1 FROM accounts WHERE login = ?').get(body.login)) throw invalidParameter('login', 'Login already exists');
      checkPromoExists(db, body.promo_code);
      const id = createAccount(db, {
        login: body.login,
        password: body.password,
        currency,
        locale,
        fakename: body.fakename ?? null,
        registrationType: 'form',
        completed: true,
        isSubscribed: body.is_subscribed ?? false,
        email: body.login,
      });
      applyPromo(db, id, body.promo_code);
      return signIn(context as MethodContext<unknown, unknown>, id);
    },
  }),
};
