import { createHash } from 'node:crypto';
import {
  cancelWithdrawalBodySchema,
  cashierHistoryQuerySchema,
  getBanksQuerySchema,
  getDepositInfoQuerySchema,
  makeDepositBodySchema,
  makeWithdrawalBodySchema,
} from '@casino/platform-contract/requests';
import { toLocale } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql, toAmount, toCents } from '../db/sql';
import { invalidParameter, invalidRequest, PlatformFault } from '../platform/fault';
import { method, type MethodContext, type MethodTable } from '../platform/method';
import { depositLimitOf } from '../services/responsible-gaming/limits';
import { requireDepositWithinLimits } from '../services/responsible-gaming/restrictions';
import { adjustBalance, recordTransaction } from '../services/wallet';
import { moneyOf, requireAccount } from './account-view';
import {
  DEPOSIT_METHODS,
  depositPresets,
  findMethod,
  luhn,
  methodName,
  methodsFor,
  scaledLimits,
  WITHDRAW_METHODS,
  WITHDRAWAL_DAILY_COUNT,
  withdrawalDailyMaxCents,
} from './cashier-rules';

type TransactionRow = {
  id: number;
  account_id: number;
  type: string;
  status: string;
  amount: number;
  currency: string;
  method: string | null;
  requisites: string | null;
  created_at: string;
  updated_at: string;
};

const BANKS: Record<string, Array<{ id: number; name: string; code: string }>> = {
  MT: [{ id: 1, name: 'Bank of Valletta', code: 'VALLMTMT' }, { id: 2, name: 'HSBC Malta', code: 'MMEBMTMT' }],
  BR: [{ id: 3, name: 'Banco do Brasil', code: '001' }, { id: 4, name: 'Itaú Unibanco', code: '341' }, { id: 5, name: 'Nubank', code: '260' }],
  PL: [{ id: 6, name: 'PKO Bank Polski', code: 'BPKOPLPW' }, { id: 7, name: 'mBank', code: 'BREXPLPW' }],
  ES: [{ id: 8, name: 'CaixaBank', code: 'CAIXESBB' }, { id: 9, name: 'Banc Sabadell', code: 'BSABESBB' }],
  ZA: [{ id: 10, name: 'Standard Bank', code: 'SBZAZAJJ' }, { id: 11, name: 'Capitec', code: 'CABLZAJJ' }],
};

/** The body a key was first used with, as a hash: the same key with another body is another request. */
const requestHash = (name: string, body: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify([name, Object.keys(body).sort().map((key) => [key, body[key]])]))
    .digest('hex');

/**
 * An Idempotency-Key header makes a repeated request answer what the first one did, moving money once. The same key
 * with another body (another amount, method, requisites) is refused with InvalidRequestException, HTTP 409: it is a
 * client's bug, and answering the first payment would hide it.
 */
function idempotent(context: MethodContext<unknown, unknown>, name: string, accountId: number, run: () => unknown) {
  const key = context.request.headers['idempotency-key'];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) throw invalidRequest('Idempotency-Key: 1 to 255 visible ASCII characters');
  const { db } = context;
  const hash = requestHash(name, context.rawBody);
  const stored = sql(db, 'SELECT response, request_hash FROM idempotency WHERE key = ? AND account_id = ? AND method = ?').get(key, accountId, name) as
    | { response: string; request_hash: string | null }
    | undefined;
  if (stored) {
    if (stored.request_hash !== null && stored.request_hash !== hash) {
      throw invalidRequest('This Idempotency-Key was used for another request (another amount, method or details): send a new key for a new payment', 409);
    }
    context.reply.header('idempotent-replayed', 'true');
    return JSON.parse(stored.response) as unknown;
  }
  const response = run();
  sql(db, 'INSERT INTO idempotency (key, account_id, method, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(key, accountId, name, hash, JSON.stringify(response), nowIso(db));
  return response;
}

export const transactionItem = (row: TransactionRow, locale: string) => ({
  id: row.id,
  type: row.type,
  created_at: row.created_at,
  status: row.status,
  amount: moneyOf(row.amount, row.currency),
  method: row.method,
  method_name: methodName(row.method, locale),
});

/** Deposit info (SPEC.md 3). */
const depositInfo = (row: TransactionRow, domain: string) => ({
  id: row.id,
  requisites: row.requisites ? (JSON.parse(row.requisites) as Record<string, unknown>) : {},
  method: row.method,
  type: row.type,
  created_at: row.created_at,
  updated_at: row.updated_at,
  amount: moneyOf(row.amount, row.currency),
  status: row.status,
  domain,
});

function requireRequisites(fields: Array<{ name: string; required: boolean; pattern?: string }>, requisites: Record<string, unknown>) {
  for (const field of fields) {
    const value = requisites[field.name];
    if (field.required && (value === undefined || value === null || String(value).trim() === '')) {
      throw invalidParameter(`requisites.${field.name}`, 'Field is required');
    }
    if (value !== undefined && field.pattern && !new RegExp(field.pattern).test(String(value))) {
      throw invalidParameter(`requisites.${field.name}`, field.name === 'iban' ? 'Wrong iban' : 'Wrong field');
    }
  }
}

/** Cents of an amount ending in these cents trigger billing failures, so the site's error paths can be driven. */
const BILLING_FAILURES: Record<number, PlatformFault['type']> = {
  13: 'BillingTransactionDeclinedException',
  3: 'BillingUnavailableException',
  5: 'BillingServiceErrorException',
};

/** Withdrawal requisites are checked once: a new bank account waits for verification, flagged ones are refused. */
function checkWithdrawalRequisite(db: Db, accountId: number, methodName: string, requisites: Record<string, unknown>) {
  const value = String(requisites['card_number'] ?? requisites['iban'] ?? requisites['cpf'] ?? requisites['wallet'] ?? '');
  if (methodName === 'card' && !luhn(value)) throw invalidParameter('requisites.card_number', 'Wrong field');
  const known = sql(db, 'SELECT status FROM requisites WHERE account_id = ? AND method = ? AND value = ?').get(accountId, methodName, value) as
    | { status: string }
    | undefined;
  const status = known?.status ?? (value.endsWith('0000') ? 'fraudulent' : methodName === 'bank_transfer' ? 'on_verification' : 'verified');
  if (!known) sql(db, 'INSERT INTO requisites (account_id, method, value, status) VALUES (?, ?, ?, ?)').run(accountId, methodName, value, status);
  if (status === 'fraudulent') throw new PlatformFault('RequisitesFraudulentException');
  if (status === 'on_verification') throw new PlatformFault(known ? 'RequisitesOnVerificationException' : 'RequisitesValidationRequiredException');
}

export const cashierMethods: MethodTable = {
  'cashier.getdepositsettings': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, locale, account }) => ({
      data: {
        currency: account.currency,
        methods: methodsFor(DEPOSIT_METHODS, account.currency, locale),
        presets: depositPresets(),
        limit: depositLimitOf(db, account.id, clockNow(db)),
      },
    }),
  }),
  'cashier.getwithdrawsettings': method({
    verb: 'GET',
    auth: true,
    handler: ({ locale, account }) => ({
      data: {
        currency: account.currency,
        methods: methodsFor(WITHDRAW_METHODS, account.currency, locale),
        available_amount: moneyOf(account.balance_main, account.currency),
        limits: { daily_amount: toAmount(withdrawalDailyMaxCents(account.currency)), daily_count: WITHDRAWAL_DAILY_COUNT },
        is_kyc_required: account.is_kyc_block_enabled === 1 && account.is_verified === 0,
      },
    }),
  }),
  'cashier.getbanks': method({
    verb: 'GET',
    query: getBanksQuerySchema,
    handler: ({ db, query, accountId }) => {
      const country = query.country_code ?? (accountId ? requireAccount(db, accountId).country_code : null) ?? 'MT';
      return { data: { items: BANKS[country.toUpperCase()] ?? [] } };
    },
  }),
  'cashier.makedeposit': method({
    verb: 'POST',
    auth: true,
    body: makeDepositBodySchema,
    handler: (context) => {
      const { db, body, locale, accountId, account } = context;
      return idempotent(context as MethodContext<unknown, unknown>, 'cashier.makedeposit', accountId, () => {
        if (account.status === 'banned') throw new PlatformFault('UserBannedException');
        const chosen = findMethod(DEPOSIT_METHODS, body.method, account.currency);
        if (!chosen) throw invalidParameter('method', 'Wrong field');
        const cents = toCents(body.amount);
        const { min, max } = scaledLimits(chosen, account.currency);
        if (cents < min) throw invalidParameter('amount', `Min value is ${toAmount(min)}`);
        if (cents > max) throw invalidParameter('amount', `Max value is ${toAmount(max)}`);
        requireRequisites(chosen.fields, body.requisites);
        requireDepositWithinLimits(db, accountId, cents, clockNow(db));
        const failure = BILLING_FAILURES[cents % 100];
        if (failure) throw new PlatformFault(failure);
        if (body.campaign_offer_id !== undefined && !sql(db, 'SELECT 1 FROM offers WHERE id = ?').get(body.campaign_offer_id)) {
          throw invalidParameter('campaign_offer_id', 'Wrong field');
        }
        const id = recordTransaction(db, accountId, {
          type: 'deposit',
          status: 'pending',
          amount: cents,
          currency: account.currency,
          method: chosen.sysname,
          requisites: JSON.stringify(body.requisites),
          campaignOfferId: body.campaign_offer_id ?? null,
          // The payment page returns to the site in this locale; a value that is not a site locale is ignored.
          locale: body.return_locale && toLocale(body.return_locale) === body.return_locale ? body.return_locale : locale,
        });
        return {
          data: {
            id,
            status: 'pending',
            method: chosen.sysname,
            amount: moneyOf(cents, account.currency),
            redirect_url: `/platform/pay/${id}`,
            is_new_window: chosen.is_new_window ?? false,
          },
        };
      });
    },
  }),
  'cashier.getdepositinfo': method({
    verb: 'GET',
    auth: true,
    query: getDepositInfoQuerySchema,
    handler: ({ db, query, request, accountId }) => {
      const row = sql(db, "SELECT * FROM transactions WHERE id = ? AND account_id = ? AND type = 'deposit'").get(query.id, accountId) as
        | TransactionRow
        | undefined;
      if (!row) throw invalidParameter('id', 'Wrong field');
      return { data: depositInfo(row, request.headers['x-forwarded-host']?.toString() ?? request.hostname) };
    },
  }),
  'cashier.makewithdrawal': method({
    verb: 'POST',
    auth: true,
    body: makeWithdrawalBodySchema,
    handler: (context) => {
      const { db, body, accountId, account } = context;
      return idempotent(context as MethodContext<unknown, unknown>, 'cashier.makewithdrawal', accountId, () => {
        if (account.is_kyc_block_enabled === 1 && account.is_verified === 0) throw new PlatformFault('KycWithdrawalException');
        if (!account.first_name || !account.last_name || !account.birth_date) throw new PlatformFault('KycUserProfileException');
        const chosen = findMethod(WITHDRAW_METHODS, body.method, account.currency);
        if (!chosen) throw invalidParameter('method', 'Wrong field');
        const cents = toCents(body.amount);
        const { min, max } = scaledLimits(chosen, account.currency);
        if (cents < min) throw invalidParameter('amount', `Min value is ${toAmount(min)}`);
        if (cents > max) throw new PlatformFault('WithdrawalLimitsExceededException', { max_amount: toAmount(max) });
        if (cents > account.balance_main) throw new PlatformFault('WithdrawalDeclinedException', { available_amount: toAmount(account.balance_main) });
        const since = new Date(clockNow(db) - 86_400_000).toISOString();
        const recent = sql(
          db,
          `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM transactions
           WHERE account_id = ? AND type = 'withdrawal' AND status IN ('pending', 'success') AND created_at >= ?`,
        ).get(accountId, since) as { n: number; total: number };
        if (recent.n >= WITHDRAWAL_DAILY_COUNT) throw new PlatformFault('WithdrawalLimitsPeriodExceededException');
        if (recent.total + cents > withdrawalDailyMaxCents(account.currency)) {
          throw new PlatformFault('WithdrawalLimitsExceededException', { available_amount: toAmount(withdrawalDailyMaxCents(account.currency) - recent.total) });
        }
        requireRequisites(chosen.fields, body.requisites);
        checkWithdrawalRequisite(db, accountId, chosen.sysname, body.requisites);
        // The money is held at once; a cancelled withdrawal gives it back.
        adjustBalance(db, accountId, 'balance_main', -cents);
        const id = recordTransaction(db, accountId, {
          type: 'withdrawal',
          status: 'pending',
          amount: cents,
          currency: account.currency,
          method: chosen.sysname,
          requisites: JSON.stringify(body.requisites),
        });
        return { data: { id, status: 'pending', method: chosen.sysname, amount: moneyOf(cents, account.currency) } };
      });
    },
  }),
  'cashier.cancelwithdrawal': method({
    verb: 'POST',
    auth: true,
    body: cancelWithdrawalBodySchema,
    handler: ({ db, body, accountId }) => {
      const row = sql(db, "SELECT * FROM transactions WHERE id = ? AND account_id = ? AND type = 'withdrawal'").get(body.id, accountId) as
        | TransactionRow
        | undefined;
      if (!row) throw invalidParameter('id', 'Wrong field');
      if (row.status !== 'pending') throw invalidParameter('id', 'Only a pending withdrawal can be cancelled');
      sql(db, "UPDATE transactions SET status = 'canceled', updated_at = ? WHERE id = ?").run(nowIso(db), row.id);
      adjustBalance(db, accountId, 'balance_main', row.amount);
      return { data: { result: 1, id: row.id, status: 'canceled' } };
    },
  }),
  'cashier.gethistory': method({
    verb: 'GET',
    auth: true,
    query: cashierHistoryQuerySchema,
    handler: ({ db, query, locale, accountId }) => {
      const statuses = query.statuses;
      const statusClause = statuses.length ? `AND status IN (${statuses.map(() => '?').join(',')})` : '';
      if (query.type === 'bonuses' || query.type === 'cashbacks') {
        const table = query.type === 'bonuses' ? 'bonuses' : 'cashbacks';
        const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ? ${statusClause}`).get(accountId, ...statuses) as { n: number }).n;
        const rows = db
          .prepare(`SELECT b.*, a.currency FROM ${table} b JOIN accounts a ON a.id = b.account_id WHERE b.account_id = ? ${statusClause.replace('status', 'b.status')} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`)
          .all(accountId, ...statuses, query.count, query.offset) as Array<{ id: number; created_at: string; status: string; amount: number; currency: string; kind?: string }>;
        const items = rows.map((row) => ({ id: row.id, type: query.type, created_at: row.created_at, status: row.status, amount: moneyOf(row.amount, row.currency), method: row.kind ?? null, method_name: methodName(row.kind ?? null, locale) }));
        return { data: { items, total, offset: query.offset, count: items.length } };
      }
      const type = query.type ?? 'deposit';
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE account_id = ? AND type = ? ${statusClause}`).get(accountId, type, ...statuses) as { n: number }).n;
      const rows = db
        .prepare(`SELECT * FROM transactions WHERE account_id = ? AND type = ? ${statusClause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(accountId, type, ...statuses, query.count, query.offset) as TransactionRow[];
      const items = rows.map((row) => transactionItem(row, locale));
      return { data: { items, total, offset: query.offset, count: items.length } };
    },
  }),
};
