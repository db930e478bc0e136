import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { selectPageLocale } from '@casino/i18n';
import { dataEnvelope, PLATFORM_METHODS, type PlatformMethod } from '@casino/platform-contract';
import * as v from 'valibot';
import { fatalErrorOf, platformFatalError } from '../errors/fatal-error';
import { readErrorBody, unknownError, type PlatformError } from '../errors/platform-error';
import { buildFormBody, type BodyFields } from './form-body';
import { serverTransportOf, upstreamUrl } from '../server/server-transport';
import { platformApiConfig } from './platform-config';
import { buildQueryString, type QueryParams } from './query-string';
import { MAX_RETRIES, retryDelay } from './retry-policy';

/** What an endpoint asks the transport for. The HTTP verb comes from the method list of the contract. */
export type PlatformRequest = {
  method: PlatformMethod;
  params?: QueryParams;
  /** POST fields, sent as multipart form data. */
  body?: BodyFields;
  /** Schema of the envelope's `data`: the answer is checked at the boundary and `data` is returned. */
  schema: v.GenericSchema;
  /** One key per payment attempt: sent as `Idempotency-Key`, and a second send of the same key waits for the first. */
  idempotencyKey?: string;
};

type Outcome = { data: unknown; error?: undefined } | { error: PlatformError; retryAfter?: string | null };

/**
 * One call with plain fetch: RTK Query's fetchBaseQuery builds two Request objects, a Headers copy and a response
 * clone read twice for every call, and the first page starts some ten platform calls inside its start-up task.
 */
async function sendOnce(request: PlatformRequest, api: BaseQueryApi): Promise<Outcome> {
  const { baseUrl, isInFrame } = platformApiConfig();
  const server = serverTransportOf(api.extra);
  const verb = PLATFORM_METHODS[request.method];
  const path = `${baseUrl}/${request.method}?${buildQueryString(request.params, selectPageLocale(api.getState()), isInFrame())}`;
  // On a server render the same call goes to the platform itself, as the player (their cookie and address).
  const url = server ? upstreamUrl(server.platformUrl, path) : path;
  let response: Response;
  try {
    response = await fetch(url, {
      method: verb,
      credentials: 'same-origin',
      signal: api.signal,
      headers: {
        ...server?.headers,
        accept: 'application/json',
        ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
      },
      ...(verb === 'POST' ? { body: buildFormBody(request.body) } : {}),
    });
  } catch (error) {
    return { error: unknownError(0, String(error)) };
  }
  const { status } = response;
  const retryAfter = response.headers.get('Retry-After');
  let body: unknown;
  try {
    const text = await response.text();
    body = text.length ? JSON.parse(text) : null;
  } catch {
    return { error: unknownError(status, `${request.method} answered HTTP ${status} with a body that is not JSON`), retryAfter };
  }
  const errorBody = readErrorBody(body, status);
  if (errorBody) return { error: errorBody, retryAfter };
  if (!response.ok) return { error: unknownError(status), retryAfter };
  const parsed = v.safeParse(dataEnvelope(request.schema), body);
  if (!parsed.success) {
    const issues = v.flatten(parsed.issues);
    console.error(`[platformApi] ${request.method}: the answer does not match the contract`, issues);
    return { error: unknownError(status, `${request.method}: malformed payload`) };
  }
  // A server render lists what it has the answer of (handed to the browser with the answers).
  server?.fetched.push(path);
  return { data: parsed.output.data };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

async function sendWithRetries(request: PlatformRequest, api: BaseQueryApi): Promise<Outcome> {
  // Only reads retry on their own: a mutation (a payment, a bet) must never be repeated behind the player's back.
  const maxRetries = api.type === 'query' && PLATFORM_METHODS[request.method] === 'GET' ? MAX_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    const outcome = await sendOnce(request, api);
    if (!outcome.error || api.signal.aborted) return outcome;
    const delay = retryDelay(outcome.error, attempt, {
      maxRetries,
      baseDelayMs: platformApiConfig().retryBaseDelayMs,
      retryAfter: outcome.retryAfter,
    });
    if (delay === null) return outcome;
    await wait(delay, api.signal);
    if (api.signal.aborted) return outcome;
  }
}

const inFlightPayments = new Map<string, Promise<Outcome>>();

/** A double click reuses the attempt's key, so it joins the request already on its way instead of paying twice. */
function sendOncePerKey(request: PlatformRequest, api: BaseQueryApi): Promise<Outcome> {
  const key = request.idempotencyKey;
  if (!key) return sendWithRetries(request, api);
  const pending = inFlightPayments.get(key);
  if (pending) return pending;
  const promise = sendWithRetries(request, api).finally(() => inFlightPayments.delete(key));
  inFlightPayments.set(key, promise);
  return promise;
}

/**
 * The platform transport of SPEC.md 7.1 as an RTK Query base query: `/api/{method}` with same-origin
 * credentials, `v`, `locale` (the page's, from the store) and `_non_strict` in the query, multipart bodies, answers checked against the
 * contract, errors turned into PlatformError, and fatal errors (section 8) reported with `platformFatalError`.
 */
export const platformBaseQuery: BaseQueryFn<PlatformRequest, unknown, PlatformError> = async (request, api) => {
  const outcome = await sendOncePerKey(request, api);
  if (!outcome.error) return { data: outcome.data };
  const fatal = fatalErrorOf(outcome.error);
  if (fatal) api.dispatch(platformFatalError(fatal));
  return { error: outcome.error };
};
