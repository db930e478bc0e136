import type { PlatformMethod } from '@casino/platform-contract';
import {
  balanceFixture,
  contactPhoneSettingsFixture,
  currencyRatesFixture,
  depositLimitFixture,
  personalDataFieldsFixture,
  profileFixture,
} from './account-fixtures';
import {
  banksFixture,
  cashierHistoryFixture,
  depositInfoFixture,
  depositSettingsFixture,
  paymentResultFixture,
  withdrawSettingsFixture,
} from './cashier-fixtures';
import {
  accountFixture,
  gameCategoriesFixture,
  gameProvidersFixture,
  gamesFixture,
  gamesPage,
  generalInfoFixture,
  metadataFixture,
} from './fixtures';
import {
  loyaltyCharactersFixture,
  loyaltyInfoFixture,
  loyaltyNotificationsFixture,
  loyaltyProductsFixture,
  loyaltyProgramsFixture,
} from './loyalty-fixtures';
import { platformHandler, type PlatformAnswer, type PlatformCall } from './platform-handler';
import {
  bannersFixture,
  bettingBonusesFixture,
  bonusesFixture,
  cashbacksFixture,
  freespinsFixture,
  jackpotsFixture,
  leaderboardFixture,
  offersFixture,
  popupsFixture,
  promoCodeResultFixture,
  tournamentsFixture,
  winnersFixture,
} from './promotion-fixtures';
import {
  responsibleGamingLimitsFixture,
  responsibleGamingSessionFixture,
  selfExcludeAnswer,
  setLimitAnswer,
  timeOutAnswer,
} from './responsible-gaming-fixtures';
import { gameHistoryExportFixture, gameLikesFixture, gameRoundsFixture, storageFixture, supportSettingsFixture } from './support-fixtures';

const ok = { result: 1 };
const counted = <T>(items: T[]) => ({ items, count: items.length });
const paged = <T>(items: T[]) => ({ items, total: items.length });
const contacts = { result: 1, contacts: profileFixture.contacts };

const games = ({ query }: PlatformCall) => {
  const sysname = query.get('sysname');
  if (sysname) return gamesPage(gamesFixture.filter((game) => game.sysname === sysname));
  const options = JSON.parse(query.get('options') ?? '{}') as {
    offset?: number;
    count?: number;
    category?: string;
    providers?: string[];
    search?: string;
  };
  const matching = gamesFixture.filter(
    (game) =>
      (!options.category || game.categories.includes(options.category)) &&
      (!options.providers?.length || options.providers.includes(game.provider)) &&
      (!options.search || game.name.toLowerCase().includes(options.search.toLowerCase())),
  );
  const offset = options.offset ?? 0;
  return gamesPage(matching.slice(offset, offset + (options.count ?? 50)), offset, matching.length);
};

const history = ({ query }: PlatformCall) => {
  const offset = Number(query.get('offset') ?? 0);
  const count = Number(query.get('count') ?? 4);
  const items = cashierHistoryFixture.slice(offset, offset + count);
  return { items, total: cashierHistoryFixture.length, offset, count: items.length };
};

const like = ({ body }: PlatformCall) => ({ sysname: String(body?.get('sysname')), likes_count: 1, is_liked: true });

const storage = ({ query }: PlatformCall) =>
  Object.fromEntries((query.get('keys') ?? '').split(',').filter(Boolean).map((key) => [key, storageFixture[key] ?? null]));

/**
 * The default answer of every platform method (SPEC.md 7.2 and the extensions): a signed-in player with data on
 * every screen. The record type makes a method without an answer a type error.
 */
export const platformAnswers: Record<PlatformMethod, PlatformAnswer<unknown>> = {
  'account.addcontact': contacts,
  'account.confirmContact': contacts,
  'account.sendconfirmationtocontact': { result: 1, resend_time: 60 },
  'account.changefakename': ok,
  'account.changelocale': ok,
  'account.changepassword': ok,
  'account.changeSubscription': contacts,
  'account.changeTwoFactorAuth': { result: 1, two_factor_auth: false, enable: true, resend_time: 60 },
  'account.confirmTwoFactorAuth': { result: 1, two_factor_auth: true },
  'account.saveProfileInfo': ok,
  'account.setUserOnVerification': ok,
  'account.setCurrency': ok,
  'account.unsubscribe': ok,
  'account.getContactPhoneSettings': contactPhoneSettingsFixture,
  'account.getcurrencyrates': currencyRatesFixture,
  'account.getDepositLimit': depositLimitFixture,
  'account.getInfo': accountFixture,
  'account.getBalance': balanceFixture,
  'Account.getPersonalDataFields': { items: personalDataFieldsFixture },
  'account.getprofileinfo': profileFixture,
  'auth.login': accountFixture,
  'auth.logout': ok,
  'auth.restore': ok,
  'auth.register': accountFixture,
  'banners.get': counted(bannersFixture),
  'bonuses.get': paged(bonusesFixture),
  'bonuses.activate': { result: 1, bonus: { ...bonusesFixture[1], status: 'active' }, burned_bonus_ids: [11] },
  'bonuses.remove': ok,
  'BettingBonuses.get': paged(bettingBonusesFixture),
  'BettingBonuses.activate': { result: 1, bonus: { ...bettingBonusesFixture[0], status: 'active' }, burned_bonus_ids: [] },
  'BettingBonuses.remove': ok,
  'campaigns.activateOffer': promoCodeResultFixture,
  'campaigns.checkPromocode': promoCodeResultFixture,
  'campaigns.takepromotions': ok,
  'campaigns.getoffers': counted(offersFixture),
  'cashbacks.get': paged(cashbacksFixture),
  'cashbacks.payout': { result: 1, amount: { amount: 12.5, currency: 'EUR' }, ids: [41] },
  'cashbacks.remove': ok,
  'freespins.get': counted(freespinsFixture),
  'cashier.cancelwithdrawal': ok,
  'cashier.makedeposit': paymentResultFixture,
  'cashier.makewithdrawal': { id: 602, status: 'pending', method: 'bank_transfer', amount: { amount: 100, currency: 'EUR' } },
  'cashier.getbanks': { items: banksFixture },
  'cashier.getdepositinfo': depositInfoFixture,
  'cashier.getdepositsettings': depositSettingsFixture,
  'cashier.getwithdrawsettings': withdrawSettingsFixture,
  'cashier.gethistory': history,
  'games.get': games,
  'games.getLikes': { items: gameLikesFixture },
  'games.addLike': like,
  'games.removeLike': (call: PlatformCall) => ({ ...like(call), likes_count: 0, is_liked: false }),
  'games.getCategories': { items: gameCategoriesFixture },
  'games.getProviders': { items: gameProvidersFixture },
  'games.getHistory': paged(gameRoundsFixture),
  'games.gethistoryexportrequest': { items: [gameHistoryExportFixture] },
  'games.createhistoryexportrequest': { ...gameHistoryExportFixture, id: 4, status: 'processing', url: null },
  'Jackpots.get': jackpotsFixture,
  'Jackpots.getWinners': { items: winnersFixture },
  'leaderboard.get': leaderboardFixture,
  'tournaments.get': paged(tournamentsFixture),
  'tournaments.participate': { ...tournamentsFixture[0], is_participant: true, my_result: { place: 215, score: 0 } },
  'loyalty.buyproduct': { result: 1, product_id: 1, points: 1340, info: { ...loyaltyInfoFixture, points: 1340 } },
  'loyalty.setcharacter': loyaltyInfoFixture,
  'loyalty.getcharacters': { items: loyaltyCharactersFixture },
  'loyalty.getinfo': loyaltyInfoFixture,
  'loyalty.getnotifications': { items: loyaltyNotificationsFixture },
  'loyalty.getproducts': { items: loyaltyProductsFixture },
  'loyalty.getPrograms': { items: loyaltyProgramsFixture },
  'loyalty.getProgram': loyaltyProgramsFixture[0],
  'metadata.get': metadataFixture,
  'metadata.getgeneralinfo': generalInfoFixture,
  'popups.get': { items: popupsFixture },
  'storage.get': storage,
  'storage.getKeys': Object.keys(storageFixture),
  'storage.set': ok,
  'verification.createApplicant': { applicant_id: 'applicant-1001' },
  'verification.getAccessToken': { token: 'sbx:verification-token' },
  'support.getsettings': supportSettingsFixture,
  'Support.sendFeedback': ok,
  'chat.storeEvent': ok,
  'events.handle': ok,
  // The responsible-gaming extension (beyond SPEC.md 7.2): the limits follow the platform's rule (lower at once, higher later).
  'responsibleGaming.getLimits': responsibleGamingLimitsFixture,
  'responsibleGaming.setLimit': setLimitAnswer,
  'responsibleGaming.setRealityCheck': ({ body }: PlatformCall) => {
    const value = body?.get('interval_minutes');
    return { result: 1, interval_minutes: value === null || value === undefined || value === 'null' ? null : Number(value) };
  },
  'responsibleGaming.getSession': responsibleGamingSessionFixture,
  'responsibleGaming.takeTimeOut': timeOutAnswer,
  'responsibleGaming.selfExclude': selfExcludeAnswer,
};

/** One MSW handler per platform method, answering with the fixtures. Override one with `server.use(platformHandler(...))`. */
export const platformHandlers = Object.entries(platformAnswers).map(([method, answer]) =>
  platformHandler(method as PlatformMethod, answer),
);
