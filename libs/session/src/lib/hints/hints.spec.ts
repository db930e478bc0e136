import type { Contact } from '@casino/platform-contract';
import { isConfirmHintVisible, loginContactOf } from './confirm-hint';
import { isRegistrationHintVisible } from './registration-hint';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const regTime = '2026-01-15T10:30:00Z';
const registered = Date.parse(regTime);
const player = { uid: 1001, reg_time: regTime, login: 'player@example.com' };

const contact = (overrides: Partial<Contact>): Contact => ({
  type: 'email',
  contact: 'player@example.com',
  is_confirmed: false,
  is_subscribed: false,
  phone_country_code: null,
  ...overrides,
});

describe('isRegistrationHintVisible', () => {
  it.each([
    { name: 'just registered, no deposits', account: player, now: registered, depositsCount: 0, visible: true },
    { name: '1 h 59 min after', account: player, now: registered + 2 * HOUR - 60_000, depositsCount: 0, visible: true },
    { name: 'exactly 2 h after', account: player, now: registered + 2 * HOUR, depositsCount: 0, visible: false },
    { name: 'a deposit exists', account: player, now: registered + HOUR, depositsCount: 1, visible: false },
    { name: 'deposits still loading', account: player, now: registered + HOUR, depositsCount: undefined, visible: false },
    { name: 'a visitor', account: { uid: 0, reg_time: null }, now: registered, depositsCount: 0, visible: false },
    { name: 'no account yet', account: undefined, now: registered, depositsCount: 0, visible: false },
    { name: 'no reg_time', account: { uid: 5, reg_time: null }, now: registered, depositsCount: 0, visible: false },
    { name: 'unreadable reg_time', account: { uid: 5, reg_time: 'soon' }, now: registered, depositsCount: 0, visible: false },
  ])('$name: $visible', ({ account, now, depositsCount, visible }) => {
    expect(isRegistrationHintVisible({ account, now, depositsCount })).toBe(visible);
  });
});

describe('loginContactOf', () => {
  it.each([
    { login: 'player@example.com', contacts: [contact({})], found: 'player@example.com' },
    { login: 'Player@Example.com', contacts: [contact({})], found: 'player@example.com' },
    { login: '+48 600 100 200', contacts: [contact({}), contact({ type: 'phone', contact: '48600100200' })], found: '48600100200' },
    { login: '48600100200', contacts: [contact({ type: 'phone', contact: '+48600100200' })], found: '+48600100200' },
    { login: 'other@example.com', contacts: [contact({})], found: undefined },
    { login: null, contacts: [contact({})], found: undefined },
    { login: 'player@example.com', contacts: undefined, found: undefined },
  ])('$login among contacts finds $found', ({ login, contacts, found }) => {
    expect(loginContactOf(login, contacts)?.contact).toBe(found);
  });
});

describe('isConfirmHintVisible', () => {
  const unconfirmed = [contact({})];
  it.each([
    { name: 'unconfirmed login email, day 1', now: registered + DAY, contacts: unconfirmed, sent: false, visible: true },
    { name: 'just before 5 days', now: registered + 5 * DAY - 1, contacts: unconfirmed, sent: false, visible: true },
    { name: 'after 5 days', now: registered + 5 * DAY, contacts: unconfirmed, sent: false, visible: false },
    { name: 'confirmation already sent', now: registered + DAY, contacts: unconfirmed, sent: true, visible: false },
    { name: 'login email confirmed', now: registered + DAY, contacts: [contact({ is_confirmed: true })], sent: false, visible: false },
    {
      name: 'another contact unconfirmed',
      now: registered + DAY,
      contacts: [contact({ is_confirmed: true }), contact({ type: 'phone', contact: '48600100200' })],
      sent: false,
      visible: false,
    },
    { name: 'contacts loading', now: registered + DAY, contacts: undefined, sent: false, visible: false },
  ])('$name: $visible', ({ now, contacts, sent, visible }) => {
    expect(isConfirmHintVisible({ account: player, now, contacts, confirmationSent: sent })).toBe(visible);
  });

  it('uses the phone when the player signs in with it', () => {
    const phonePlayer = { ...player, login: '48600100200' };
    const contacts = [contact({ is_confirmed: true }), contact({ type: 'phone', contact: '48600100200' })];
    expect(isConfirmHintVisible({ account: phonePlayer, now: registered + DAY, contacts, confirmationSent: false })).toBe(true);
  });

  it('never shows for a visitor', () => {
    expect(isConfirmHintVisible({ account: { uid: 0, reg_time: regTime, login: player.login }, now: registered, contacts: unconfirmed, confirmationSent: false })).toBe(false);
  });
});
