// Public API of @casino/api-client. Export only what other projects may use.
export { platformApi, refetchAllPlatformData } from './lib/platform-api';
export { MONEY_TAGS, PLATFORM_TAGS, USER_BOUND_TAGS, type PlatformTag } from './lib/tags';
export { platformBaseQuery, type PlatformRequest } from './lib/transport/platform-base-query';
export { createSiteApi } from './lib/server/create-site-api';
export { serverStateHydrated, serverTransportOf, upstreamUrl, type ServerTransport } from './lib/server/server-transport';
export { configurePlatformApi, isInFrame, type PlatformApiConfig } from './lib/transport/platform-config';
export { API_VERSION, type QueryParams, type QueryValue } from './lib/transport/query-string';
export type { BodyFields, BodyValue } from './lib/transport/form-body';
export { fieldError, isPlatformError, type PlatformError } from './lib/errors/platform-error';
export { promoCodeErrorMessage } from './lib/errors/promo-code-error';
export { errorPageFor, fatalErrorOf, platformFatalError, type ErrorPage, type FatalError } from './lib/errors/fatal-error';
export { fatalErrorSlice, selectFatalError } from './lib/errors/fatal-error-slice';

export type { ListQuery } from './lib/endpoints/list-query';
export { itemsOfPages, mergeById } from './lib/endpoints/offset-pages';

// One file per API domain; importing them injects their endpoints into platformApi.
export * from './lib/endpoints/account';
export * from './lib/endpoints/account-settings';
export * from './lib/endpoints/auth';
export * from './lib/endpoints/banners';
export * from './lib/endpoints/bonuses';
export * from './lib/endpoints/betting-bonuses';
export * from './lib/endpoints/campaigns';
export * from './lib/endpoints/cashbacks';
export * from './lib/endpoints/freespins';
export * from './lib/endpoints/cashier';
export * from './lib/endpoints/games';
export * from './lib/endpoints/jackpots';
export * from './lib/endpoints/leaderboard';
export * from './lib/endpoints/tournaments';
export * from './lib/endpoints/loyalty';
export * from './lib/endpoints/metadata';
export * from './lib/endpoints/popups';
export * from './lib/endpoints/storage';
export * from './lib/endpoints/support';
export * from './lib/endpoints/events';
export * from './lib/endpoints/verification';
export * from './lib/endpoints/responsible-gaming';
export { playerExcluded } from './lib/endpoints/player-excluded';
