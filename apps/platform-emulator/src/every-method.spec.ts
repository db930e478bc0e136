import * as v from 'valibot';
import {
  accountInfoSchema,
  balanceSchema,
  bankSchema,
  bannerSchema,
  bonusActivationSchema,
  bonusSchema,
  campaignPopupSchema,
  cashbackPayoutSchema,
  cashbackSchema,
  contactPhoneSettingsSchema,
  contactsResultSchema,
  countedItemsOf,
  currencyRatesSchema,
  dataEnvelope,
  depositInfoSchema,
  depositLimitSchema,
  depositSettingsSchema,
  errorResponseSchema,
  freespinPackSchema,
  gameCategorySchema,
  gameHistoryExportSchema,
  gameLikeSchema,
  gameProviderSchema,
  gameRoundSchema,
  gamesPageSchema,
  generalInfoSchema,
  historyItemSchema,
  itemsOf,
  jackpotSchema,
  leaderboardSchema,
  loyaltyCharacterSchema,
  loyaltyInfoSchema,
  loyaltyNotificationSchema,
  loyaltyProductSchema,
  loyaltyProgramSchema,
  loyaltyPurchaseSchema,
  metadataSchema,
  offerSchema,
  pagedItemsOf,
  paymentResultSchema,
  personalDataFieldsSchema,
  PLATFORM_METHODS,
  profileSchema,
  promoCodeResultSchema,
  resendTimeSchema,
  resultSchema,
  rgExclusionSchema,
  rgLimitsSchema,
  rgRealityCheckResultSchema,
  rgSessionSchema,
  rgSetLimitResultSchema,
  storageKeysSchema,
  storageValuesSchema,
  supportSettingsSchema,
  tournamentSchema,
  twoFactorStateSchema,
  twoFactorSwitchSchema,
  verificationAccessTokenSchema,
  verificationApplicantSchema,
  winnerSchema,
  withdrawSettingsSchema,
  type PlatformMethod,
} from '@casino/platform-contract';
import type { Emulator } from './app';
import { EmulatorClient, latestCode, startEmulator, type ApiAnswer } from './testing/emulator-client';

/** Ids made by earlier steps, for the steps that act on them. */
const made = { deposit: 0, withdrawal: 0 };
const remember = (key: keyof typeof made) => (answer: ApiAnswer) => {
  made[key] = (answer.body.data as { id: number }).id;
  return answer;
};

/** A signed-in player of its own, for steps that end every session of their player. */
async function newPlayer(client: EmulatorClient, login: string) {
  const player = new EmulatorClient(client.app);
  await player.post('auth.register', { login, password: 'secret12', currency: 'EUR' });
  return player;
}

type Step = { method: PlatformMethod; schema: v.GenericSchema; call: (client: EmulatorClient) => Promise<ApiAnswer> };

/**
 * Every method of SPEC.md 7.2 and of the platform extensions, called over HTTP by a signed-in demo player in an order that makes each
 * call meaningful, with the contract schema its answer must satisfy.
 */
const STEPS: Step[] = [
  { method: 'metadata.getgeneralinfo', schema: generalInfoSchema, call: (c) => c.get('metadata.getgeneralinfo') },
  { method: 'metadata.get', schema: metadataSchema, call: (c) => c.get('metadata.get', { url: '/bonus' }) },
  { method: 'account.getInfo', schema: accountInfoSchema, call: (c) => c.get('account.getInfo') },
  { method: 'account.getBalance', schema: balanceSchema, call: (c) => c.get('account.getBalance') },
  { method: 'account.getprofileinfo', schema: profileSchema, call: (c) => c.get('account.getprofileinfo', { fields: 'contacts,document' }) },
  { method: 'account.getContactPhoneSettings', schema: contactPhoneSettingsSchema, call: (c) => c.get('account.getContactPhoneSettings') },
  { method: 'account.getcurrencyrates', schema: currencyRatesSchema, call: (c) => c.get('account.getcurrencyrates', { currency: 'USD' }) },
  { method: 'account.getDepositLimit', schema: depositLimitSchema, call: (c) => c.get('account.getDepositLimit') },
  { method: 'Account.getPersonalDataFields', schema: personalDataFieldsSchema, call: (c) => c.get('Account.getPersonalDataFields', { type: 'withdrawal' }) },
  { method: 'account.addcontact', schema: contactsResultSchema, call: (c) => c.post('account.addcontact', { contact: '+48123456789', phone_country_code: 'PL' }) },
  { method: 'account.sendconfirmationtocontact', schema: resendTimeSchema, call: (c) => c.post('account.sendconfirmationtocontact', { contact: '35699123456' }) },
  {
    method: 'account.confirmContact',
    schema: contactsResultSchema,
    call: async (c) => c.post('account.confirmContact', { contact: '48123456789', code: await latestCode(c.app, '48123456789') }),
  },
  { method: 'account.changeSubscription', schema: contactsResultSchema, call: (c) => c.post('account.changeSubscription', { contact: 'demo@example.com', subscription: 0 }) },
  { method: 'account.changefakename', schema: resultSchema, call: (c) => c.post('account.changefakename', { fakename: 'LuckyDemo2' }) },
  { method: 'account.changelocale', schema: resultSchema, call: (c) => c.post('account.changelocale', { locale: 'pl' }) },
  { method: 'account.saveProfileInfo', schema: resultSchema, call: (c) => c.post('account.saveProfileInfo', { first_name: 'Alexandra', postcode: '1118' }) },
  { method: 'account.setCurrency', schema: resultSchema, call: (c) => c.post('account.setCurrency', { currency: 'EUR' }) },
  { method: 'account.setUserOnVerification', schema: resultSchema, call: (c) => c.post('account.setUserOnVerification') },
  { method: 'account.changeTwoFactorAuth', schema: twoFactorSwitchSchema, call: (c) => c.post('account.changeTwoFactorAuth') },
  {
    method: 'account.confirmTwoFactorAuth',
    schema: twoFactorStateSchema,
    call: async (c) => c.post('account.confirmTwoFactorAuth', { code: await latestCode(c.app, 'demo@example.com') }),
  },
  { method: 'account.changepassword', schema: resultSchema, call: (c) => c.post('account.changepassword', { old_password: 'demo123', new_password: 'demo1234', repeat_password: 'demo1234' }) },
  { method: 'account.unsubscribe', schema: resultSchema, call: (c) => c.post('account.unsubscribe', { token: null, contact: null }) },
  { method: 'banners.get', schema: countedItemsOf(bannerSchema), call: (c) => c.get('banners.get', { offset: 0, count: 10, fields: 'id,finished_at,description' }) },
  { method: 'bonuses.get', schema: pagedItemsOf(bonusSchema), call: (c) => c.get('bonuses.get', { count: 10, offset: 0, status: 'available,active' }) },
  { method: 'bonuses.activate', schema: bonusActivationSchema, call: (c) => c.post('bonuses.activate', { bonus_id: 2 }) },
  { method: 'bonuses.remove', schema: resultSchema, call: (c) => c.post('bonuses.remove', { bonus_id: 2 }) },
  { method: 'BettingBonuses.get', schema: pagedItemsOf(bonusSchema), call: (c) => c.get('BettingBonuses.get') },
  { method: 'BettingBonuses.activate', schema: bonusActivationSchema, call: (c) => c.post('BettingBonuses.activate', { bonus_id: 4 }) },
  { method: 'BettingBonuses.remove', schema: resultSchema, call: (c) => c.post('BettingBonuses.remove', { bonus_id: 4 }) },
  { method: 'campaigns.getoffers', schema: itemsOf(offerSchema), call: (c) => c.get('campaigns.getoffers', { offset: 0 }) },
  { method: 'campaigns.checkPromocode', schema: promoCodeResultSchema, call: (c) => c.post('campaigns.checkPromocode', { promo_code: 'SPIN20' }) },
  { method: 'campaigns.activateOffer', schema: promoCodeResultSchema, call: (c) => c.post('campaigns.activateOffer', { promo_code: 'SPIN20', fields: null }) },
  { method: 'campaigns.takepromotions', schema: resultSchema, call: (c) => c.post('campaigns.takepromotions', { offer_id: 2 }) },
  { method: 'cashbacks.get', schema: pagedItemsOf(cashbackSchema), call: (c) => c.get('cashbacks.get', { sort: 'end_date', order: 'desc', statuses: 'active,paid_out' }) },
  { method: 'cashbacks.payout', schema: cashbackPayoutSchema, call: (c) => c.post('cashbacks.payout', { cashback_id: null }) },
  { method: 'cashbacks.remove', schema: resultSchema, call: (c) => c.post('cashbacks.remove') },
  { method: 'freespins.get', schema: itemsOf(freespinPackSchema), call: (c) => c.get('freespins.get', { status: 'active', count: 99 }) },
  { method: 'cashier.getdepositsettings', schema: depositSettingsSchema, call: (c) => c.get('cashier.getdepositsettings') },
  { method: 'cashier.getwithdrawsettings', schema: withdrawSettingsSchema, call: (c) => c.get('cashier.getwithdrawsettings') },
  { method: 'cashier.getbanks', schema: itemsOf(bankSchema), call: (c) => c.get('cashier.getbanks', { method: 'bank_transfer' }) },
  { method: 'cashier.makedeposit', schema: paymentResultSchema, call: (c) => c.post('cashier.makedeposit', { method: 'card', amount: 25, campaign_offer_id: null, requisites: null }).then(remember('deposit')) },
  { method: 'cashier.getdepositinfo', schema: depositInfoSchema, call: (c) => c.get('cashier.getdepositinfo', { id: made.deposit }) },
  {
    method: 'cashier.makewithdrawal',
    schema: paymentResultSchema,
    call: (c) => c.post('cashier.makewithdrawal', { method: 'card', amount: 30, requisites: JSON.stringify({ card_number: '4111111111111111' }) }).then(remember('withdrawal')),
  },
  { method: 'cashier.cancelwithdrawal', schema: resultSchema, call: (c) => c.post('cashier.cancelwithdrawal', { id: made.withdrawal }) },
  { method: 'cashier.gethistory', schema: pagedItemsOf(historyItemSchema), call: (c) => c.get('cashier.gethistory', { type: 'withdrawal', offset: 0, count: 4 }) },
  { method: 'games.get', schema: gamesPageSchema, call: (c) => c.get('games.get', { options: JSON.stringify({ category: 'slots', count: 24 }) }) },
  { method: 'games.getCategories', schema: itemsOf(gameCategorySchema), call: (c) => c.get('games.getCategories') },
  { method: 'games.getProviders', schema: itemsOf(gameProviderSchema), call: (c) => c.get('games.getProviders', { fields: 'game_params', types: 'casino,slot,live,fast' }) },
  { method: 'games.addLike', schema: gameLikeSchema, call: (c) => c.post('games.addLike', { sysname: 'cobalt-reels-legend-of-the-nile' }) },
  { method: 'games.removeLike', schema: gameLikeSchema, call: (c) => c.post('games.removeLike', { sysname: 'aurora-play-book-of-ra' }) },
  { method: 'games.getLikes', schema: itemsOf(gameLikeSchema), call: (c) => c.get('games.getLikes') },
  { method: 'games.getHistory', schema: pagedItemsOf(gameRoundSchema), call: (c) => c.get('games.getHistory', { count: 10 }) },
  { method: 'games.createhistoryexportrequest', schema: gameHistoryExportSchema, call: (c) => c.post('games.createhistoryexportrequest', { date_from: '2020-01-01', date_to: null }) },
  { method: 'games.gethistoryexportrequest', schema: itemsOf(gameHistoryExportSchema), call: (c) => c.get('games.gethistoryexportrequest') },
  { method: 'Jackpots.get', schema: v.array(jackpotSchema), call: (c) => c.get('Jackpots.get') },
  { method: 'Jackpots.getWinners', schema: itemsOf(winnerSchema), call: (c) => c.get('Jackpots.getWinners', { count: 5 }) },
  { method: 'tournaments.get', schema: itemsOf(tournamentSchema), call: (c) => c.get('tournaments.get', { status: 'active,upcoming' }) },
  { method: 'tournaments.participate', schema: tournamentSchema, call: (c) => c.post('tournaments.participate', { tournament_id: 2 }) },
  { method: 'leaderboard.get', schema: leaderboardSchema, call: (c) => c.get('leaderboard.get', { tournament_id: 1 }) },
  { method: 'loyalty.getinfo', schema: loyaltyInfoSchema, call: (c) => c.get('loyalty.getinfo') },
  { method: 'loyalty.getcharacters', schema: itemsOf(loyaltyCharacterSchema), call: (c) => c.get('loyalty.getcharacters') },
  { method: 'loyalty.setcharacter', schema: loyaltyInfoSchema, call: (c) => c.post('loyalty.setcharacter', { id: 2 }) },
  { method: 'loyalty.getproducts', schema: itemsOf(loyaltyProductSchema), call: (c) => c.get('loyalty.getproducts') },
  { method: 'loyalty.buyproduct', schema: loyaltyPurchaseSchema, call: (c) => c.post('loyalty.buyproduct', { product_id: 1 }) },
  { method: 'loyalty.getnotifications', schema: itemsOf(loyaltyNotificationSchema), call: (c) => c.get('loyalty.getnotifications') },
  { method: 'loyalty.getPrograms', schema: itemsOf(loyaltyProgramSchema), call: (c) => c.get('loyalty.getPrograms') },
  { method: 'loyalty.getProgram', schema: loyaltyProgramSchema, call: (c) => c.get('loyalty.getProgram', { id: 1 }) },
  { method: 'popups.get', schema: itemsOf(campaignPopupSchema), call: (c) => c.get('popups.get', { url: '/' }) },
  { method: 'storage.set', schema: resultSchema, call: (c) => c.post('storage.set', { key: 'already_seen_cashback_id', value: '7' }) },
  { method: 'storage.get', schema: storageValuesSchema, call: (c) => c.get('storage.get', { keys: 'already_seen_cashback_id,never_set' }) },
  { method: 'storage.getKeys', schema: storageKeysSchema, call: (c) => c.get('storage.getKeys') },
  { method: 'verification.createApplicant', schema: verificationApplicantSchema, call: (c) => c.post('verification.createApplicant') },
  { method: 'verification.getAccessToken', schema: verificationAccessTokenSchema, call: (c) => c.post('verification.getAccessToken', { externalActionId: 'kyc-1' }) },
  { method: 'support.getsettings', schema: supportSettingsSchema, call: (c) => c.get('support.getsettings') },
  { method: 'Support.sendFeedback', schema: resultSchema, call: (c) => c.post('Support.sendFeedback', { email: 'demo@example.com', name: 'Alex', text: 'Great games!' }) },
  { method: 'chat.storeEvent', schema: resultSchema, call: (c) => c.post('chat.storeEvent', { channel_id: 'c1', conversation_id: 'v1', text: 'Hello', event: 'message_sent' }) },
  { method: 'events.handle', schema: resultSchema, call: (c) => c.get('events.handle', { event_name: 'deposit_click', event_params: '{"amount":20}' }) },
  // The responsible-gaming extension (beyond SPEC.md 7.2); the exclusions on players of their own, which they sign out.
  { method: 'responsibleGaming.getLimits', schema: rgLimitsSchema, call: (c) => c.get('responsibleGaming.getLimits') },
  { method: 'responsibleGaming.setLimit', schema: rgSetLimitResultSchema, call: (c) => c.post('responsibleGaming.setLimit', { type: 'loss', period: 'week', amount: 500 }) },
  { method: 'responsibleGaming.setRealityCheck', schema: rgRealityCheckResultSchema, call: (c) => c.post('responsibleGaming.setRealityCheck', { interval_minutes: 30 }) },
  { method: 'responsibleGaming.getSession', schema: rgSessionSchema, call: (c) => c.get('responsibleGaming.getSession') },
  { method: 'responsibleGaming.takeTimeOut', schema: rgExclusionSchema, call: async (c) => (await newPlayer(c, 'rg.break@example.com')).post('responsibleGaming.takeTimeOut', { duration: '24h' }) },
  { method: 'responsibleGaming.selfExclude', schema: rgExclusionSchema, call: async (c) => (await newPlayer(c, 'rg.exclude@example.com')).post('responsibleGaming.selfExclude', { duration: '6m' }) },
  { method: 'auth.restore', schema: resultSchema, call: (c) => c.post('auth.restore', { login: 'twofactor@example.com' }) },
  { method: 'auth.register', schema: accountInfoSchema, call: (c) => new EmulatorClient(c.app).post('auth.register', { login: 'new.player@example.com', password: 'secret12', currency: 'EUR' }) },
  { method: 'auth.logout', schema: resultSchema, call: (c) => c.get('auth.logout') },
  { method: 'auth.login', schema: accountInfoSchema, call: (c) => c.post('auth.login', { login: 'new.player@example.com', password: 'secret12', code: null }) },
];

describe('every platform method', () => {
  let emulator: Emulator;
  // One signed-in player walks through every step; a holder keeps the loop's closures free of reassigned variables.
  const session: { client?: EmulatorClient } = {};

  beforeAll(async () => {
    emulator = await startEmulator();
    session.client = new EmulatorClient(emulator.app);
    await session.client.signIn();
  });
  afterAll(() => emulator.app.close());

  it('covers each method of SPEC.md 7.2 and of the platform extensions', () => {
    expect(new Set(STEPS.map((step) => step.method))).toEqual(new Set(Object.keys(PLATFORM_METHODS)));
  });

  for (const step of STEPS) {
    it(`${step.method} answers data that satisfies the contract`, async () => {
      const answer = await step.call(session.client as EmulatorClient);
      expect(answer.body.error, JSON.stringify(answer.body.error)).toBeUndefined();
      expect(answer.status).toBe(200);
      const parsed = v.safeParse(dataEnvelope(step.schema), answer.body);
      expect(parsed.issues ? v.flatten(parsed.issues) : 'valid').toBe('valid');
    });
  }

  it('answers MethodNotFoundException for an unknown method or the wrong verb', async () => {
    const client = session.client as EmulatorClient;
    for (const answer of [await client.get('casino.noSuchMethod'), await client.get('auth.login')]) {
      expect(answer.status).toBe(404);
      expect(v.parse(errorResponseSchema, answer.body).error.type).toBe('MethodNotFoundException');
    }
  });

  it('answers AuthorizationException to a visitor on calls that need a session', async () => {
    const visitor = new EmulatorClient(emulator.app);
    for (const answer of [await visitor.get('account.getBalance'), await visitor.post('cashier.makedeposit', {}), await visitor.get('loyalty.getinfo')]) {
      expect(answer.body.error?.type).toBe('AuthorizationException');
    }
    expect((await visitor.get('account.getInfo')).body.data).toMatchObject({ uid: 0 });
  });
});
