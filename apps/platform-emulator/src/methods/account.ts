import {
  addContactBodySchema,
  changeFakenameBodySchema,
  changeLocaleBodySchema,
  changePasswordBodySchema,
  changeSubscriptionBodySchema,
  confirmContactBodySchema,
  confirmTwoFactorAuthBodySchema,
  EMAIL_PATTERN,
  getCurrencyRatesQuerySchema,
  getPersonalDataFieldsQuerySchema,
  getProfileInfoQuerySchema,
  saveProfileInfoBodySchema,
  sendConfirmationToContactBodySchema,
  setCurrencyBodySchema,
  unsubscribeBodySchema,
} from '@casino/platform-contract/requests';
import { isLocale } from '@casino/platform-contract';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../db/password';
import { sql } from '../db/sql';
import { clientAddress } from '../platform/client';
import { invalidParameter, PlatformFault } from '../platform/fault';
import { limitPasswordCheck } from '../platform/limits';
import { method, type MethodTable } from '../platform/method';
import { endOtherSessions } from '../platform/session';
import { fakenameTaken } from '../services/accounts';
import { depositLimitOf } from '../services/responsible-gaming/limits';
import { checkCode, codeFailure, resendSeconds, sendCode } from '../services/outbox';
import { moneyOf, requireAccount, type AccountRow } from './account-view';
import { CURRENCIES, DEFAULT_CURRENCY } from './general';

type ContactRow = { id: number; type: 'email' | 'phone'; contact: string; phone_country_code: string | null; is_confirmed: number; is_subscribed: number };

const normaliseContact = (contact: string) => (EMAIL_PATTERN.test(contact) ? contact.toLowerCase() : contact.replace(/[^\d]/g, ''));
const contactType = (contact: string) => (EMAIL_PATTERN.test(contact) ? 'email' : 'phone');

export const listContacts = (db: Db, accountId: number) =>
  (sql(db, 'SELECT * FROM contacts WHERE account_id = ? ORDER BY id').all(accountId) as ContactRow[]).map((row) => ({
    type: row.type,
    contact: row.contact,
    is_confirmed: row.is_confirmed === 1,
    is_subscribed: row.is_subscribed === 1,
    phone_country_code: row.phone_country_code,
  }));

function findContact(db: Db, accountId: number, contact: string): ContactRow {
  const row = sql(db, 'SELECT * FROM contacts WHERE account_id = ? AND contact = ?').get(accountId, normaliseContact(contact)) as ContactRow | undefined;
  if (!row) throw invalidParameter('contact', 'Contact not found');
  return row;
}

const sendContactCode = (db: Db, accountId: number, contact: string, locale: string) => {
  const wait = resendSeconds(db, accountId, 'contact', contact);
  if (wait > 0) throw invalidParameter('contact', `Resend time is ${wait}`, { resend_time: wait });
  sendCode(db, accountId, 'contact', contact, contact, locale);
  return wait;
};

/** Profile (SPEC.md 3): personal fields, document and contacts. */
export function profileOf(db: Db, row: AccountRow, fields: string[]) {
  const profile: Record<string, unknown> = {
    first_name: row.first_name,
    last_name: row.last_name,
    sex: row.sex,
    birth_date: row.birth_date,
    country: row.country,
    country_code: row.country_code,
    region: row.region,
    home_town: row.home_town,
    address: row.address,
    postcode: row.postcode,
  };
  if (!fields.length || fields.includes('document')) {
    profile['document'] = { type: row.document_type, number: row.document_number, cpf: row.cpf };
  }
  if (!fields.length || fields.includes('contacts')) profile['contacts'] = listContacts(db, row.id);
  return profile;
}

/** Reference rates to EUR (the value of one unit in EUR) of every available currency, fixed so conversions in tests are predictable. */
export const RATES_TO_EUR: Record<string, number> = { EUR: 1, USD: 0.92, BRL: 0.18, PLN: 0.23, ZAR: 0.05 };

const PHONE_COUNTRIES = [
  { country_code: 'MT', phone_code: '356', mask: '#### ####' },
  { country_code: 'BR', phone_code: '55', mask: '(##) #####-####' },
  { country_code: 'PL', phone_code: '48', mask: '### ### ###' },
  { country_code: 'ES', phone_code: '34', mask: '### ### ###' },
  { country_code: 'ZA', phone_code: '27', mask: '## ### ####' },
  { country_code: 'AE', phone_code: '971', mask: '## ### ####' },
  { country_code: 'GB', phone_code: '44', mask: '#### ######' },
  { country_code: 'DE', phone_code: '49', mask: '#### #######' },
];

const PERSONAL_FIELDS: Record<string, Array<{ name: string; type: string; required: boolean; pattern?: string }>> = {
  profile: [
    { name: 'first_name', type: 'name', required: true },
    { name: 'last_name', type: 'name', required: true },
    { name: 'birth_date', type: 'date', required: true },
    { name: 'sex', type: 'sex', required: false },
    { name: 'country', type: 'text', required: true },
    { name: 'home_town', type: 'name', required: false },
    { name: 'address', type: 'address', required: false },
    { name: 'postcode', type: 'postcode', required: false, pattern: '^\\d{1,8}$' },
  ],
  withdrawal: [
    { name: 'first_name', type: 'name', required: true },
    { name: 'last_name', type: 'name', required: true },
    { name: 'birth_date', type: 'date', required: true },
    { name: 'document_type', type: 'documentType', required: true },
    { name: 'document_number', type: 'documentNumber', required: true },
  ],
  deposit: [{ name: 'cpf', type: 'cpf', required: false }],
  registration: [
    { name: 'login', type: 'email', required: true },
    { name: 'password', type: 'password', required: true },
    { name: 'currency', type: 'text', required: true },
  ],
};

export const accountMethods: MethodTable = {
  'account.addcontact': method({
    verb: 'POST',
    auth: true,
    body: addContactBodySchema,
    handler: ({ db, body, locale, accountId }) => {
      const contact = normaliseContact(body.contact);
      const type = contactType(body.contact);
      const taken = sql(db, 'SELECT 1 FROM contacts WHERE contact = ? AND account_id <> ?').get(contact, accountId);
      if (taken) throw invalidParameter('contact', type === 'email' ? 'Wrong email address' : 'Wrong phone number');
      sql(db, `INSERT INTO contacts (account_id, type, contact, phone_country_code) VALUES (?, ?, ?, ?)
        ON CONFLICT (account_id, contact) DO UPDATE SET phone_country_code = excluded.phone_country_code`).run(
        accountId,
        type,
        contact,
        body.phone_country_code ?? null,
      );
      if (!(findContact(db, accountId, contact).is_confirmed === 1)) sendContactCode(db, accountId, contact, locale);
      return { data: { result: 1, contacts: listContacts(db, accountId) } };
    },
  }),
  'account.sendconfirmationtocontact': method({
    verb: 'POST',
    auth: true,
    body: sendConfirmationToContactBodySchema,
    handler: ({ db, body, locale, accountId }) => {
      const row = findContact(db, accountId, body.contact);
      if (row.is_confirmed) throw invalidParameter('contact', 'Contact is already confirmed');
      sendContactCode(db, accountId, row.contact, locale);
      return { data: { result: 1, resend_time: 60 } };
    },
  }),
  'account.confirmContact': method({
    verb: 'POST',
    auth: true,
    body: confirmContactBodySchema,
    handler: ({ db, body, accountId }) => {
      const row = findContact(db, accountId, body.contact);
      const check = checkCode(db, accountId, 'contact', row.contact, body.code);
      if (check !== 'ok') throw codeFailure(check, 'code is invalid');
      sql(db, 'UPDATE contacts SET is_confirmed = 1 WHERE id = ?').run(row.id);
      return { data: { result: 1, contacts: listContacts(db, accountId) } };
    },
  }),
  'account.changefakename': method({
    verb: 'POST',
    auth: true,
    body: changeFakenameBodySchema,
    handler: ({ db, body, accountId }) => {
      if (fakenameTaken(db, body.fakename, accountId)) throw invalidParameter('fakename', 'Fake name is already taken');
      sql(db, 'UPDATE accounts SET fakename = ? WHERE id = ?').run(body.fakename, accountId);
      return { data: { result: 1, fakename: body.fakename } };
    },
  }),
  'account.changelocale': method({
    verb: 'POST',
    auth: true,
    body: changeLocaleBodySchema,
    handler: ({ db, body, accountId }) => {
      if (!isLocale(body.locale)) throw invalidParameter('locale', 'Wrong field');
      sql(db, 'UPDATE accounts SET locale = ? WHERE id = ?').run(body.locale, accountId);
      return { data: { result: 1, locale: body.locale } };
    },
  }),
  'account.changepassword': method({
    verb: 'POST',
    auth: true,
    body: changePasswordBodySchema,
    handler: async ({ db, body, limits, request, accountId }) => {
      const { login, password_hash } = sql(db, 'SELECT login, password_hash FROM accounts WHERE id = ?').get(accountId) as { login: string; password_hash: string };
      // The current password is guessed under the same limits as a sign-in (a borrowed session must not try them all).
      const ok = await limitPasswordCheck(limits, login, clientAddress(request), () => verifyPassword(body.old_password, password_hash));
      if (!ok) throw invalidParameter('old_password', 'Wrong password');
      const passwordHash = await hashPassword(body.new_password);
      sql(db, 'UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, accountId);
      // Whoever else was signed in with the old password is signed out; this browser stays signed in.
      endOtherSessions(db, request, accountId);
      return { data: { result: 1 } };
    },
  }),
  'account.changeSubscription': method({
    verb: 'POST',
    auth: true,
    body: changeSubscriptionBodySchema,
    handler: ({ db, body, accountId }) => {
      const row = findContact(db, accountId, body.contact);
      sql(db, 'UPDATE contacts SET is_subscribed = ? WHERE id = ?').run(body.subscription ? 1 : 0, row.id);
      const anySubscribed = sql(db, 'SELECT 1 FROM contacts WHERE account_id = ? AND is_subscribed = 1').get(accountId) ? 1 : 0;
      sql(db, 'UPDATE accounts SET is_subscribed = ? WHERE id = ?').run(anySubscribed, accountId);
      return { data: { result: 1, contacts: listContacts(db, accountId) } };
    },
  }),
  'account.changeTwoFactorAuth': method({
    verb: 'POST',
    auth: true,
    handler: ({ db, locale, account }) => {
      const wait = resendSeconds(db, account.id, 'two_factor_switch', account.login);
      if (wait > 0) throw invalidParameter('code', `Resend time is ${wait}`, { resend_time: wait });
      sendCode(db, account.id, 'two_factor_switch', account.login, account.login, locale);
      // The switch happens on confirmTwoFactorAuth; enabling and disabling both need the code.
      return { data: { result: 1, two_factor_auth: account.two_factor_auth === 1, enable: account.two_factor_auth !== 1, resend_time: 60 } };
    },
  }),
  'account.confirmTwoFactorAuth': method({
    verb: 'POST',
    auth: true,
    body: confirmTwoFactorAuthBodySchema,
    handler: ({ db, body, request, account }) => {
      const check = checkCode(db, account.id, 'two_factor_switch', account.login, body.code);
      if (check !== 'ok') throw codeFailure(check, 'two_factor_auth: code is invalid');
      const enabled = account.two_factor_auth === 1 ? 0 : 1;
      sql(db, 'UPDATE accounts SET two_factor_auth = ? WHERE id = ?').run(enabled, account.id);
      // Turning two-factor on signs out the sessions that were started without it.
      if (enabled) endOtherSessions(db, request, account.id);
      return { data: { result: 1, two_factor_auth: enabled === 1 } };
    },
  }),
  'account.saveProfileInfo': method({
    verb: 'POST',
    auth: true,
    body: saveProfileInfoBodySchema,
    handler: ({ db, body, accountId }) => {
      const columns = Object.entries(body).filter(([, value]) => value !== undefined);
      if (columns.length) {
        const set = columns.map(([column]) => `${column} = @${column}`).join(', ');
        db.prepare(`UPDATE accounts SET ${set} WHERE id = @id`).run({ ...Object.fromEntries(columns), id: accountId });
      }
      return { data: { result: 1 } };
    },
  }),
  'account.setUserOnVerification': method({
    verb: 'POST',
    auth: true,
    handler: ({ db, accountId }) => {
      sql(db, 'UPDATE accounts SET is_on_verification = 1 WHERE id = ? AND is_verified = 0').run(accountId);
      return { data: { result: 1 } };
    },
  }),
  'account.setCurrency': method({
    verb: 'POST',
    auth: true,
    body: setCurrencyBodySchema,
    handler: ({ db, body, accountId, account }) => {
      if (!CURRENCIES.includes(body.currency)) throw invalidParameter('currency', 'Wrong field');
      const moved = sql(db, 'SELECT 1 FROM transactions WHERE account_id = ? LIMIT 1').get(accountId);
      if (moved && account.currency !== body.currency) throw invalidParameter('currency', 'Currency cannot be changed after the first payment');
      // Choosing the currency is the last step of a social or messenger sign-up.
      sql(db, 'UPDATE accounts SET currency = ?, is_registration_completed = 1 WHERE id = ?').run(body.currency, accountId);
      return { data: { result: 1, currency: body.currency } };
    },
  }),
  'account.unsubscribe': method({
    verb: 'POST',
    body: unsubscribeBodySchema,
    handler: ({ db, body, accountId }) => {
      const owner = body.token
        ? (sql(db, 'SELECT id FROM accounts WHERE unsubscribe_token = ?').get(body.token) as { id: number } | undefined)?.id
        : accountId;
      if (!owner) throw body.token ? invalidParameter('token', 'Wrong field') : new PlatformFault('AuthorizationException');
      if (body.contact) sql(db, 'UPDATE contacts SET is_subscribed = 0 WHERE account_id = ? AND contact = ?').run(owner, normaliseContact(body.contact));
      else sql(db, 'UPDATE contacts SET is_subscribed = 0 WHERE account_id = ?').run(owner);
      const anySubscribed = sql(db, 'SELECT 1 FROM contacts WHERE account_id = ? AND is_subscribed = 1').get(owner) ? 1 : 0;
      sql(db, 'UPDATE accounts SET is_subscribed = ? WHERE id = ?').run(anySubscribed, owner);
      return { data: { result: 1 } };
    },
  }),
  'account.getContactPhoneSettings': method({
    verb: 'GET',
    handler: () => ({ data: { default_country_code: 'MT', countries: PHONE_COUNTRIES } }),
  }),
  // One unit of `base` is worth rates[code] units of each available currency; the base is the player's currency by default.
  'account.getcurrencyrates': method({
    verb: 'GET',
    query: getCurrencyRatesQuerySchema,
    handler: ({ db, query, accountId }) => {
      const base = query.currency ?? (accountId ? requireAccount(db, accountId).currency : DEFAULT_CURRENCY);
      const baseRate = RATES_TO_EUR[base];
      if (!baseRate) throw invalidParameter('currency', 'Wrong field');
      const rates = Object.fromEntries(CURRENCIES.map((code) => [code, Math.round((baseRate / (RATES_TO_EUR[code] ?? baseRate)) * 10_000) / 10_000]));
      return { data: { base, rates } };
    },
  }),
  'account.getDepositLimit': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, accountId }) => ({ data: depositLimitOf(db, accountId, clockNow(db)) }),
  }),
  'account.getBalance': method({
    verb: 'GET',
    auth: true,
    handler: ({ account }) => ({
      data: {
        balance_main: moneyOf(account.balance_main, account.currency),
        balance_bonus: moneyOf(account.balance_bonus, account.currency),
        balance_betting_bonus: moneyOf(account.balance_betting_bonus, account.currency),
        balance_fun: moneyOf(account.balance_fun, account.currency),
      },
    }),
  }),
  'Account.getPersonalDataFields': method({
    verb: 'GET',
    query: getPersonalDataFieldsQuerySchema,
    handler: ({ query }) => ({ data: { items: PERSONAL_FIELDS[query.type ?? 'profile'] } }),
  }),
  'account.getprofileinfo': method({
    verb: 'GET',
    auth: true,
    query: getProfileInfoQuerySchema,
    handler: ({ db, query, account }) => ({ data: profileOf(db, account, query.fields) }),
  }),
};
