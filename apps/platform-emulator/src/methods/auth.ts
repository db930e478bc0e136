import { fastRegisterBodySchema, formRegisterBodySchema, loginBodySchema, restoreBodySchema, telegramRegisterBodySchema } from '@casino/platform-contract/requests';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../db/password';
import { nowIso, sql } from '../db/sql';
import { clientAddress } from '../platform/client';
import { invalidParameter, PlatformFault } from '../platform/fault';
import { limitPasswordCheck } from '../platform/limits';
import { method, parseInput, type MethodContext, type MethodTable } from '../platform/method';
import { endSession, startSession } from '../platform/session';
import { createAccount, fakenameFrom, fakenameTaken, randomPassword } from '../services/accounts';
import { grantOffer, type OfferRow } from '../services/bonus';
import { accountOfIdentity, linkIdentity } from '../services/identities';
import { codeFailure, checkCode, deliver, resendSeconds, sendCode } from '../services/outbox';
import { sendPasswordReset } from '../services/password-reset';
import { signInRefusal } from '../services/responsible-gaming/restrictions';
import { verifyInitData } from '../services/telegram';
import { accountInfo, requireAccount, type AccountRow } from './account-view';
import { CURRENCIES, DEFAULT_CURRENCY } from './general';

type LoginRow = AccountRow & { password_hash: string };

export function refuseBlocked(row: Pick<AccountRow, 'status'>) {
  if (row.status === 'banned') throw new PlatformFault('UserBannedException');
  if (row.status === 'deleted') throw new PlatformFault('UserDeletedException');
}

/**
 * Two-factor sign-in. Without a code, a code is sent to the outbox and the answer is
 * InvalidParameterException "two_factor_auth is enable" with resend_time; asking again too soon answers
 * "Resend time is N". A code is checked: "code must contain 6 digits", "Time expired",
 * "two_factor_auth: code is invalid"; after 5 wrong tries the code is void ("Time expired").
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
  if (check !== 'ok') throw codeFailure(check, 'two_factor_auth: code is invalid');
}

function applyPromo(db: Db, accountId: number, promo: string | undefined) {
  if (!promo) return;
  const offer = sql(db, 'SELECT * FROM offers WHERE promo_code = ?').get(promo) as OfferRow | undefined;
  if (!offer) return;
  sql(db, 'INSERT INTO account_offers (account_id, offer_id, status, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
    accountId,
    offer.id,
    offer.action === 'deposit' ? 'taken' : 'activated',
    nowIso(db),
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

const loginTaken = (db: Db, login: string) => Boolean(sql(db, 'SELECT 1 FROM accounts WHERE login = ?').get(login));

/** The messenger mini-app: init data signed with the bot token signs its Telegram identity in, or up. */
function registerTelegram(context: MethodContext<unknown, unknown>) {
  const { db, config, rawBody, locale } = context;
  const body = parseInput(telegramRegisterBodySchema, rawBody);
  const check = verifyInitData(body.payload, body.hash, config.telegramBotToken, config.telegramMaxAgeSeconds, clockNow(db));
  if (!check.ok) throw invalidParameter(check.reason === 'expired' ? 'payload' : 'hash', check.reason === 'expired' ? 'Time expired' : 'Wrong field');
  if (String(check.user.id) !== body.id) throw invalidParameter('id', 'Wrong field');
  const identity = { provider: 'telegram', externalId: body.id };
  const existing = accountOfIdentity(db, identity);
  if (existing) {
    refuseBlocked(requireAccount(db, existing));
    return signIn(context, existing);
  }
  const login = `tg${body.id}@telegram.local`;
  if (loginTaken(db, login)) throw invalidParameter('id', 'Wrong field');
  const language = body.language_code === 'pt' ? 'pt-BR' : body.language_code;
  const id = db.transaction(() => {
    const created = createAccount(db, {
      login,
      passwordHash: NO_PASSWORD,
      currency: DEFAULT_CURRENCY,
      locale: ['pt-BR', 'pl', 'ca', 'af', 'ar'].includes(language ?? '') ? (language as string) : locale,
      fakename: fakenameFrom(db, body.username ?? check.user.username),
      registrationType: 'telegram',
      completed: true,
    });
    linkIdentity(db, identity, created);
    return created;
  })();
  return signIn(context, id);
}

export const authMethods: MethodTable = {
  'auth.login': method({
    verb: 'POST',
    body: loginBodySchema,
    handler: async (context) => {
      const { db, body, locale, limits, request } = context;
      const row = sql(db, 'SELECT * FROM accounts WHERE login = ?').get(body.login) as LoginRow | undefined;
      // An unknown login is checked against a dummy hash: it takes as long, and counts as a wrong password.
      const ok = await limitPasswordCheck(limits, body.login, clientAddress(request), () => verifyPassword(body.password, row?.password_hash));
      if (!ok || !row) throw invalidParameter('password', 'Wrong login or password');
      refuseBlocked(row);
      // A time-out, self-exclusion or used-up session time is said before a two-factor code is sent for nothing.
      const refusal = signInRefusal(db, row.id, clockNow(db));
      if (refusal) throw refusal;
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
    handler: ({ db, config, limits, body }) => {
      const login = body.login.replace(/^\+/, '').toLowerCase();
      // Limited per login whether or not it exists, and the answer is the same either way: logins cannot be probed.
      limits.restorePerLogin.take(login, 'Too many reset requests for this login. Try again later.');
      const row = sql(db, "SELECT id, login, locale FROM accounts WHERE login = ? AND status = 'active'").get(login) as
        | { id: number; login: string; locale: string }
        | undefined;
      if (row) sendPasswordReset(db, config, row);
      return { data: { result: 1 } };
    },
  }),
  'auth.register': method({
    verb: 'POST',
    handler: async (context) => {
      const { db, rawBody, locale } = context;
      if (rawBody['is_tg'] !== undefined && rawBody['is_tg'] !== null) return registerTelegram(context as MethodContext<unknown, unknown>);
      if (rawBody['type'] === 'fast') {
        const body = parseInput(fastRegisterBodySchema, rawBody);
        const currency = body.currency ?? DEFAULT_CURRENCY;
        if (!CURRENCIES.includes(currency)) throw invalidParameter('currency', 'Wrong field');
        checkPromoExists(db, body.promo_code);
        const password = randomPassword();
        const passwordHash = await hashPassword(password);
        const suffix = (sql(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS next FROM accounts').get() as { next: number }).next;
        const login = `player${100000 + suffix}@fast.local`;
        const id = createAccount(db, { login, passwordHash, currency, locale, registrationType: 'fast', completed: true });
        applyPromo(db, id, body.promo_code);
        deliver(db, login, 'mail.fast.subject', 'mail.fast.body', locale, { login, code: password });
        return signIn(context as MethodContext<unknown, unknown>, id, { password });
      }
      if (rawBody['type'] === 'social') throw invalidParameter('type', 'Social sign-up goes through /oauth/init');
      const body = parseInput(formRegisterBodySchema, rawBody);
      const currency = body.currency ?? DEFAULT_CURRENCY;
      if (!CURRENCIES.includes(currency)) throw invalidParameter('currency', 'Wrong field');
      const checkFree = () => {
        if (loginTaken(db, body.login)) throw invalidParameter('login', 'Login already exists');
        // The fake name obeys the same rule as account.changefakename: its form (in the schema) and being free.
        if (body.fakename && fakenameTaken(db, body.fakename)) throw invalidParameter('fakename', 'Fake name is already taken');
      };
      checkFree();
      checkPromoExists(db, body.promo_code);
      const passwordHash = await hashPassword(body.password);
      // Checked again after hashing: another registration may have taken the login or name meanwhile.
      checkFree();
      const id = createAccount(db, {
        login: body.login,
        passwordHash,
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
