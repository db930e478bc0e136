// Public API of @casino/platform-contract/requests: valibot schemas of the request bodies and queries of
// SPEC.md 7.2. The emulator validates with them; a client may type what it sends with `PlatformRequest`.
import type * as v from 'valibot';
import * as account from './lib/requests/account';
import * as auth from './lib/requests/auth';
import * as cashier from './lib/requests/cashier';
import * as games from './lib/requests/games';
import * as loyalty from './lib/requests/loyalty';
import * as other from './lib/requests/other';
import * as promotions from './lib/requests/promotions';
import { RESPONSIBLE_GAMING_REQUEST_SCHEMAS } from './lib/extensions/responsible-gaming';

export * from './lib/requests/fields';
export * from './lib/requests/account';
export * from './lib/requests/auth';
export * from './lib/requests/cashier';
export * from './lib/requests/games';
export * from './lib/requests/loyalty';
export * from './lib/requests/other';
export * from './lib/requests/promotions';
// The request schemas of the responsible-gaming extension (beyond SPEC.md 7.2; see the file's header).
export {
  rgSetLimitBodySchema,
  rgRealityCheckBodySchema,
  rgTimeOutBodySchema,
  rgSelfExcludeBodySchema,
} from './lib/extensions/responsible-gaming';

type Schema = v.GenericSchema;
type RequestSchemas = { query?: Schema; body?: Schema };

/**
 * The schemas of each method's query and body, keyed by the method names of PLATFORM_METHODS. A method
 * without an entry (SPEC.md 7.2's and the extensions') takes no input beyond the common `v` and `locale` query. `auth.register` has three
 * body shapes (form, fast, Telegram); see `telegramRegisterBodySchema` and `fastRegisterBodySchema`.
 */
export const REQUEST_SCHEMAS = {
  'account.addcontact': { body: account.addContactBodySchema },
  'account.confirmContact': { body: account.confirmContactBodySchema },
  'account.sendconfirmationtocontact': { body: account.sendConfirmationToContactBodySchema },
  'account.changefakename': { body: account.changeFakenameBodySchema },
  'account.changelocale': { body: account.changeLocaleBodySchema },
  'account.changepassword': { body: account.changePasswordBodySchema },
  'account.changeSubscription': { body: account.changeSubscriptionBodySchema },
  'account.changeTwoFactorAuth': { body: account.changeTwoFactorAuthBodySchema },
  'account.confirmTwoFactorAuth': { body: account.confirmTwoFactorAuthBodySchema },
  'account.saveProfileInfo': { body: account.saveProfileInfoBodySchema },
  'account.setUserOnVerification': { body: account.setUserOnVerificationBodySchema },
  'account.setCurrency': { body: account.setCurrencyBodySchema },
  'account.unsubscribe': { body: account.unsubscribeBodySchema },
  'account.getcurrencyrates': { query: account.getCurrencyRatesQuerySchema },
  'Account.getPersonalDataFields': { query: account.getPersonalDataFieldsQuerySchema },
  'account.getprofileinfo': { query: account.getProfileInfoQuerySchema },
  'auth.login': { body: auth.loginBodySchema },
  'auth.restore': { body: auth.restoreBodySchema },
  'auth.register': { body: auth.formRegisterBodySchema },
  'banners.get': { query: promotions.bannersGetQuerySchema },
  'bonuses.get': { query: promotions.bonusesGetQuerySchema },
  'bonuses.activate': { body: promotions.bonusIdBodySchema },
  'bonuses.remove': { body: promotions.bonusIdBodySchema },
  'BettingBonuses.get': { query: promotions.bonusesGetQuerySchema },
  'BettingBonuses.activate': { body: promotions.bonusIdBodySchema },
  'BettingBonuses.remove': { body: promotions.bonusIdBodySchema },
  'campaigns.activateOffer': { body: promotions.activateOfferBodySchema },
  'campaigns.checkPromocode': { body: promotions.checkPromocodeBodySchema },
  'campaigns.takepromotions': { body: promotions.takePromotionsBodySchema },
  'campaigns.getoffers': { query: promotions.getOffersQuerySchema },
  'cashbacks.get': { query: promotions.cashbacksGetQuerySchema },
  'cashbacks.payout': { body: promotions.cashbacksPayoutBodySchema },
  'freespins.get': { query: promotions.freespinsGetQuerySchema },
  'cashier.cancelwithdrawal': { body: cashier.cancelWithdrawalBodySchema },
  'cashier.makedeposit': { body: cashier.makeDepositBodySchema },
  'cashier.makewithdrawal': { body: cashier.makeWithdrawalBodySchema },
  'cashier.getbanks': { query: cashier.getBanksQuerySchema },
  'cashier.getdepositinfo': { query: cashier.getDepositInfoQuerySchema },
  'cashier.gethistory': { query: cashier.cashierHistoryQuerySchema },
  'games.get': { query: games.gamesGetQuerySchema },
  'games.getLikes': { query: games.gameLikesQuerySchema },
  'games.addLike': { body: games.gameLikeBodySchema },
  'games.removeLike': { body: games.gameLikeBodySchema },
  'games.getProviders': { query: games.gameProvidersQuerySchema },
  'games.getHistory': { query: games.gameHistoryQuerySchema },
  'games.createhistoryexportrequest': { body: games.createHistoryExportBodySchema },
  'Jackpots.get': { query: games.jackpotsGetQuerySchema },
  'Jackpots.getWinners': { query: games.jackpotWinnersQuerySchema },
  'leaderboard.get': { query: games.leaderboardQuerySchema },
  'tournaments.get': { query: games.tournamentsGetQuerySchema },
  'tournaments.participate': { body: games.participateBodySchema },
  'loyalty.buyproduct': { body: loyalty.buyProductBodySchema },
  'loyalty.setcharacter': { body: loyalty.setCharacterBodySchema },
  'loyalty.getnotifications': { query: loyalty.loyaltyNotificationsQuerySchema },
  'loyalty.getProgram': { query: loyalty.loyaltyProgramQuerySchema },
  'metadata.get': { query: other.metadataGetQuerySchema },
  'popups.get': { query: other.popupsGetQuerySchema },
  'storage.get': { query: other.storageGetQuerySchema },
  'storage.set': { body: other.storageSetBodySchema },
  'verification.getAccessToken': { body: other.accessTokenBodySchema },
  'Support.sendFeedback': { body: other.sendFeedbackBodySchema },
  'chat.storeEvent': { body: other.chatEventBodySchema },
  'events.handle': { query: other.eventsHandleQuerySchema },
  ...RESPONSIBLE_GAMING_REQUEST_SCHEMAS,
} as const satisfies Record<string, RequestSchemas>;

export type MethodWithInput = keyof typeof REQUEST_SCHEMAS;

/** What a client sends for a method: `PlatformRequest<'cashier.makedeposit', 'body'>`. */
export type PlatformRequest<
  TMethod extends MethodWithInput,
  TPart extends 'query' | 'body',
> = (typeof REQUEST_SCHEMAS)[TMethod] extends Record<TPart, infer TSchema extends Schema> ? v.InferInput<TSchema> : never;
