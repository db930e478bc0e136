import { PLATFORM_METHODS, type PlatformMethod } from '@casino/platform-contract';
import { REQUEST_SCHEMAS, telegramRegisterBodySchema } from '@casino/platform-contract/requests';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { platformHandlers, recordRequests } from '../../testing';
import { createPlatformTestStore } from '../testing/test-store';
import '../../index';
import { platformApi } from '../platform-api';
import { configurePlatformApi } from '../transport/platform-config';

const server = setupServer(...platformHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => false }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
});
afterAll(() => server.close());

type Call = Promise<{ data?: unknown; error?: unknown }>;
type Initiate = (arg: unknown) => ThunkAction<Call, unknown, unknown, UnknownAction>;
const endpoint = (name: string) => (platformApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[name];

const TG_HASH = 'a'.repeat(64);

type Row = [endpoint: string, arg: unknown, method: PlatformMethod, query: Record<string, string>, body: Record<string, string> | null];

/** Every call of SPEC.md 7.2 and of the extensions: the endpoint, its argument, and the exact request the platform receives. */
const ROWS: Row[] = [
  // Account
  ['addContact', { contact: '48600100200', phone_country_code: 'PL' }, 'account.addcontact', {}, { contact: '48600100200', phone_country_code: 'PL' }],
  ['addContact', { contact: 'a@b.cd' }, 'account.addcontact', {}, { contact: 'a@b.cd', phone_country_code: 'null' }],
  ['confirmContact', { contact: 'a@b.cd', code: '123456' }, 'account.confirmContact', {}, { contact: 'a@b.cd', code: '123456' }],
  ['sendConfirmationToContact', { contact: 'a@b.cd' }, 'account.sendconfirmationtocontact', {}, { contact: 'a@b.cd' }],
  ['changeFakename', { fakename: 'Lucky7' }, 'account.changefakename', {}, { fakename: 'Lucky7' }],
  ['changeLocale', { locale: 'pl' }, 'account.changelocale', {}, { locale: 'pl' }],
  ['changePassword', { old_password: 'secret1', new_password: 'secret2', repeat_password: 'secret2' }, 'account.changepassword', {}, { old_password: 'secret1', new_password: 'secret2', repeat_password: 'secret2' }],
  ['changeSubscription', { contact: 'a@b.cd', subscription: 0 }, 'account.changeSubscription', {}, { contact: 'a@b.cd', subscription: '0' }],
  ['changeTwoFactorAuth', undefined, 'account.changeTwoFactorAuth', {}, {}],
  ['confirmTwoFactorAuth', { code: '654321' }, 'account.confirmTwoFactorAuth', {}, { code: '654321' }],
  ['saveProfileInfo', { first_name: 'Anna', postcode: '00850' }, 'account.saveProfileInfo', {}, { first_name: 'Anna', postcode: '00850' }],
  ['setUserOnVerification', undefined, 'account.setUserOnVerification', {}, {}],
  ['setCurrency', { currency: 'PLN' }, 'account.setCurrency', {}, { currency: 'PLN' }],
  ['unsubscribe', { token: 'abc' }, 'account.unsubscribe', {}, { token: 'abc' }],
  ['getContactPhoneSettings', undefined, 'account.getContactPhoneSettings', {}, null],
  ['getCurrencyRates', { currency: 'USD' }, 'account.getcurrencyrates', { currency: 'USD' }, null],
  ['getDepositLimit', undefined, 'account.getDepositLimit', {}, null],
  ['getAccountInfo', undefined, 'account.getInfo', {}, null],
  ['getBalance', undefined, 'account.getBalance', {}, null],
  ['getPersonalDataFields', { type: 'withdrawal' }, 'Account.getPersonalDataFields', { type: 'withdrawal' }, null],
  ['getProfileInfo', undefined, 'account.getprofileinfo', { fields: 'contacts,document' }, null],
  // Auth
  ['login', { login: '+48600100200', password: 'secret1' }, 'auth.login', {}, { login: '48600100200', password: 'secret1', code: 'null' }],
  ['login', { login: 'a@b.cd', password: 'secret1', code: '123456' }, 'auth.login', {}, { login: 'a@b.cd', password: 'secret1', code: '123456' }],
  ['logout', undefined, 'auth.logout', {}, null],
  ['restorePassword', { login: 'a@b.cd' }, 'auth.restore', {}, { login: 'a@b.cd' }],
  ['register', { login: 'a@b.cd', password: 'secret1', currency: 'EUR' }, 'auth.register', {}, { login: 'a@b.cd', password: 'secret1', currency: 'EUR' }],
  ['register', { is_tg: 1, id: 42, username: 'lucky', hash: TG_HASH, language_code: 'pl', payload: 'query_id=1' }, 'auth.register', {}, { is_tg: '1', id: '42', username: 'lucky', hash: TG_HASH, language_code: 'pl', payload: 'query_id=1' }],
  // Campaigns, bonuses, cashback
  ['getBanners', undefined, 'banners.get', { count: '10', fields: 'id,finished_at,description' }, null],
  ['getBanners', { offset: 10 }, 'banners.get', { offset: '10', count: '10', fields: 'id,finished_at,description' }, null],
  ['getBonuses', { count: 4, offset: 0, fields: 'id,title', status: 'active' }, 'bonuses.get', { count: '4', offset: '0', fields: 'id,title', status: 'active' }, null],
  ['activateBonus', { bonus_id: 11 }, 'bonuses.activate', {}, { bonus_id: '11' }],
  ['removeBonus', { bonus_id: 11 }, 'bonuses.remove', {}, { bonus_id: '11' }],
  ['getBettingBonuses', { status: 'available' }, 'BettingBonuses.get', { status: 'available' }, null],
  ['activateBettingBonus', { bonus_id: 21 }, 'BettingBonuses.activate', {}, { bonus_id: '21' }],
  ['removeBettingBonus', { bonus_id: 21 }, 'BettingBonuses.remove', {}, { bonus_id: '21' }],
  ['activateOffer', { promo_code: 'WEEKEND', fields: 'description' }, 'campaigns.activateOffer', {}, { promo_code: 'WEEKEND', fields: 'description' }],
  ['activateOffer', { promo_code: 'WEEKEND' }, 'campaigns.activateOffer', {}, { promo_code: 'WEEKEND', fields: 'null' }],
  ['checkPromocode', { promo_code: 'WEEKEND' }, 'campaigns.checkPromocode', {}, { promo_code: 'WEEKEND' }],
  ['takePromotions', { offer_id: 31 }, 'campaigns.takepromotions', {}, { offer_id: '31' }],
  ['getOffers', { offset: 0, fields: 'id,trigger,description' }, 'campaigns.getoffers', { offset: '0', fields: 'id,trigger,description' }, null],
  ['getCashbacks', undefined, 'cashbacks.get', { sort: 'end_date', statuses: 'paid_out' }, null],
  ['getCashbacks', { offset: 4, count: 4, order: 'desc', statuses: ['active', 'paid_out'], fields: 'id,status' }, 'cashbacks.get', { offset: '4', count: '4', sort: 'end_date', order: 'desc', statuses: 'active,paid_out', fields: 'id,status' }, null],
  ['payoutCashback', { cashback_id: 41 }, 'cashbacks.payout', {}, { cashback_id: '41' }],
  ['payoutCashback', undefined, 'cashbacks.payout', {}, { cashback_id: 'null' }],
  ['removeCashback', undefined, 'cashbacks.remove', {}, {}],
  ['getFreespins', undefined, 'freespins.get', { status: 'active', count: '99' }, null],
  ['getFreespins', { fields: 'game,remaining_count' }, 'freespins.get', { fields: 'game,remaining_count', status: 'active', count: '99' }, null],
  // Cashier
  ['cancelWithdrawal', { id: 601 }, 'cashier.cancelwithdrawal', {}, { id: '601' }],
  ['makeDeposit', { idempotencyKey: 'k1', method: 'card', amount: 100, requisites: { card_holder: 'ANNA' }, campaign_offer_id: 31 }, 'cashier.makedeposit', {}, { method: 'card', amount: '100', campaign_offer_id: '31', requisites: '{"card_holder":"ANNA"}' }],
  ['makeDeposit', { idempotencyKey: 'k2', method: 'card', amount: 20 }, 'cashier.makedeposit', {}, { method: 'card', amount: '20', campaign_offer_id: 'null', requisites: 'null' }],
  ['makeWithdrawal', { idempotencyKey: 'k3', method: 'iban', amount: 50, requisites: { iban: 'PL61109010140000071219812874' } }, 'cashier.makewithdrawal', {}, { method: 'iban', amount: '50', requisites: '{"iban":"PL61109010140000071219812874"}' }],
  ['getBanks', { method: 'bank_transfer' }, 'cashier.getbanks', { method: 'bank_transfer' }, null],
  ['getDepositInfo', { id: 501 }, 'cashier.getdepositinfo', { id: '501' }, null],
  ['getDepositSettings', undefined, 'cashier.getdepositsettings', {}, null],
  ['getWithdrawSettings', undefined, 'cashier.getwithdrawsettings', {}, null],
  ['getCashierHistory', { type: 'deposit' }, 'cashier.gethistory', { count: '4', type: 'deposit' }, null],
  ['getCashierHistory', { type: 'withdrawal', offset: 4, count: 8, statuses: ['pending', 'success'] }, 'cashier.gethistory', { offset: '4', count: '8', type: 'withdrawal', statuses: 'pending,success' }, null],
  // Games, jackpots, tournaments
  ['getGames', { category: 'slots', offset: 0, count: 24 }, 'games.get', { options: '{"category":"slots","offset":0,"count":24}' }, null],
  ['getGames', undefined, 'games.get', { options: '{}' }, null],
  ['getGame', 'golden-pharaoh', 'games.get', { sysname: 'golden-pharaoh' }, null],
  ['getGameLikes', { sysnames: ['golden-pharaoh', 'fruit-storm'] }, 'games.getLikes', { sysnames: 'golden-pharaoh,fruit-storm' }, null],
  ['addGameLike', { sysname: 'fruit-storm' }, 'games.addLike', {}, { sysname: 'fruit-storm' }],
  ['removeGameLike', { sysname: 'fruit-storm' }, 'games.removeLike', {}, { sysname: 'fruit-storm' }],
  ['getGameCategories', undefined, 'games.getCategories', {}, null],
  ['getGameProviders', undefined, 'games.getProviders', { fields: 'game_params', types: 'casino,slot,live,fast' }, null],
  ['getGameHistory', { offset: 0, count: 20 }, 'games.getHistory', { offset: '0', count: '20' }, null],
  ['getGameHistoryExportRequests', undefined, 'games.gethistoryexportrequest', {}, null],
  ['createGameHistoryExportRequest', { date_from: '2026-11-01', date_to: '2026-11-21' }, 'games.createhistoryexportrequest', {}, { date_from: '2026-11-01', date_to: '2026-11-21' }],
  ['getJackpots', undefined, 'Jackpots.get', {}, null],
  ['getJackpotWinners', { count: 10 }, 'Jackpots.getWinners', { count: '10' }, null],
  ['getLeaderboard', { tournament_id: 81 }, 'leaderboard.get', { tournament_id: '81' }, null],
  ['getTournaments', { status: ['active', 'upcoming'] }, 'tournaments.get', { status: 'active,upcoming' }, null],
  ['participateInTournament', { tournament_id: 81 }, 'tournaments.participate', {}, { tournament_id: '81' }],
  // Loyalty
  ['buyLoyaltyProduct', { product_id: 1 }, 'loyalty.buyproduct', {}, { product_id: '1' }],
  ['setLoyaltyCharacter', { id: 2 }, 'loyalty.setcharacter', {}, { id: '2' }],
  ['getLoyaltyCharacters', undefined, 'loyalty.getcharacters', {}, null],
  ['getLoyaltyInfo', undefined, 'loyalty.getinfo', {}, null],
  ['getLoyaltyNotifications', undefined, 'loyalty.getnotifications', {}, null],
  ['getLoyaltyProducts', undefined, 'loyalty.getproducts', {}, null],
  ['getLoyaltyPrograms', undefined, 'loyalty.getPrograms', {}, null],
  ['getLoyaltyProgram', { id: 1 }, 'loyalty.getProgram', { id: '1' }, null],
  // Other
  ['getMetadata', { url: '/promotions' }, 'metadata.get', { url: '/promotions' }, null],
  ['getGeneralInfo', undefined, 'metadata.getgeneralinfo', {}, null],
  ['getPopups', undefined, 'popups.get', {}, null],
  ['getStorage', { keys: ['already_seen_cashback_id'] }, 'storage.get', { keys: 'already_seen_cashback_id' }, null],
  ['getStorageKeys', undefined, 'storage.getKeys', {}, null],
  ['setStorage', { key: 'already_seen_cashback_id', value: '41' }, 'storage.set', {}, { key: 'already_seen_cashback_id', value: '41' }],
  ['createVerificationApplicant', undefined, 'verification.createApplicant', {}, {}],
  ['getVerificationAccessToken', undefined, 'verification.getAccessToken', {}, {}],
  ['getVerificationAccessToken', { externalActionId: 'withdrawal-1' }, 'verification.getAccessToken', {}, { externalActionId: 'withdrawal-1' }],
  ['getSupportSettings', undefined, 'support.getsettings', {}, null],
  ['sendFeedback', { email: 'a@b.cd', text: 'Hello' }, 'Support.sendFeedback', {}, { email: 'a@b.cd', text: 'Hello' }],
  ['storeChatEvent', { channel_id: 'c1', conversation_id: 'v1', event: 'message_received' }, 'chat.storeEvent', {}, { channel_id: 'c1', conversation_id: 'v1', text: '', event: 'message_received' }],
  ['handleEvent', { event_name: 'deposit_click', event_params: { amount: 20 } }, 'events.handle', { event_name: 'deposit_click', event_params: '{"amount":20}' }, null],
  // The responsible-gaming extension (beyond SPEC.md 7.2)
  ['getResponsibleGamingLimits', undefined, 'responsibleGaming.getLimits', {}, null],
  ['setResponsibleGamingLimit', { type: 'deposit', period: 'week', amount: 250.5 }, 'responsibleGaming.setLimit', {}, { type: 'deposit', period: 'week', amount: '250.5' }],
  ['setResponsibleGamingLimit', { type: 'session', period: 'day', amount: 90 }, 'responsibleGaming.setLimit', {}, { type: 'session', period: 'day', amount: '90' }],
  ['setResponsibleGamingLimit', { type: 'loss', period: 'month', amount: null }, 'responsibleGaming.setLimit', {}, { type: 'loss', period: 'month', amount: 'null' }],
  ['setRealityCheck', { interval_minutes: 30 }, 'responsibleGaming.setRealityCheck', {}, { interval_minutes: '30' }],
  ['setRealityCheck', { interval_minutes: null }, 'responsibleGaming.setRealityCheck', {}, { interval_minutes: 'null' }],
  ['getResponsibleGamingSession', undefined, 'responsibleGaming.getSession', {}, null],
  ['takeTimeOut', { duration: '7d' }, 'responsibleGaming.takeTimeOut', {}, { duration: '7d' }],
  ['selfExclude', { duration: '1y' }, 'responsibleGaming.selfExclude', {}, { duration: '1y' }],
];

describe('every endpoint sends the request of SPEC.md 7.2', () => {
  it('covers every platform method', () => {
    expect(new Set(ROWS.map(([, , method]) => method))).toEqual(new Set(Object.keys(PLATFORM_METHODS)));
  });

  it.each(ROWS)('%s(%j) -> %s', async (name, arg, method, query, body) => {
    const store = createPlatformTestStore();
    const result = await store.dispatch(endpoint(name).initiate(arg));
    expect(result.error).toBeUndefined();
    const request = await seen.last();
    expect(request).toMatchObject({ method: PLATFORM_METHODS[method], path: `/api/${method}` });
    expect(request.query).toEqual({ ...query, v: '2.32', locale: 'en' });
    expect(request.body).toEqual(PLATFORM_METHODS[method] === 'POST' ? body : null);
  });

  // The emulator validates with the request schemas of the contract; what the client sends must pass them.
  it.each(ROWS)('%s(%j) sends what the request schema of %s accepts', async (name, arg, method) => {
    const store = createPlatformTestStore();
    await store.dispatch(endpoint(name).initiate(arg));
    const { query, body } = await seen.last();
    const { v: _version, locale: _locale, ...ownQuery } = query;
    const schemas: { query?: v.GenericSchema; body?: v.GenericSchema } =
      method in REQUEST_SCHEMAS ? REQUEST_SCHEMAS[method as keyof typeof REQUEST_SCHEMAS] : {};
    // A multipart "null" is how a missing value travels; the platform reads it as null.
    const fields = Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, value === 'null' ? null : value]));
    const bodySchema = fields['is_tg'] ? telegramRegisterBodySchema : schemas.body;
    if (schemas.query) expect(v.safeParse(schemas.query, ownQuery).issues).toBeUndefined();
    if (bodySchema) expect(v.safeParse(bodySchema, fields).issues).toBeUndefined();
  });
});
