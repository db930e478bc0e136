// Public API of @casino/api-client. Export only what other projects may use.
export { platformApi, refetchAllPlatformData } from './lib/platform-api';
export { PLATFORM_TAGS, USER_BOUND_TAGS, type PlatformTag } from './lib/tags';
export { platformBaseQuery, type PlatformRequest } from './lib/transport/platform-base-query';
export { configurePlatformApi, isInFrame, type PlatformApiConfig } from './lib/transport/platform-config';
export { API_VERSION, type QueryParams, type QueryValue } from './lib/transport/query-string';
export type { BodyFields, BodyValue } from './lib/transport/form-body';
export { fieldError, isPlatformError, type PlatformError } from './lib/errors/platform-error';
export { errorPageFor, fatalErrorOf, platformFatalError, type ErrorPage, type FatalError } from './lib/errors/fatal-error';

export * from './lib/endpoints/account';
export * from './lib/endpoints/auth';
export * from './lib/endpoints/games';
export * from './lib/endpoints/metadata';
