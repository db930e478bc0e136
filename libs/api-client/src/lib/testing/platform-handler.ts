import { PLATFORM_METHODS, type ErrorData, type PlatformErrorType, type PlatformMethod } from '@casino/platform-contract';
import { delay, http, HttpResponse } from 'msw';

/** What a handler sees of a call: its query and, for a POST, its multipart fields. */
export type PlatformCall = { query: URLSearchParams; body: FormData | null; request: Request };
export type PlatformAnswer<T> = T | ((call: PlatformCall) => T | Promise<T>);

const route = (method: PlatformMethod) => `*/api/${method}`;

const register = (method: PlatformMethod, resolver: (request: Request) => Promise<Response>) =>
  PLATFORM_METHODS[method] === 'GET'
    ? http.get(route(method), ({ request }) => resolver(request))
    : http.post(route(method), ({ request }) => resolver(request));

/** Answers `method` with `{ data }`; `data` may be computed from the call. */
export function platformHandler<T>(method: PlatformMethod, data: PlatformAnswer<T>, options: { delayMs?: number } = {}) {
  return register(method, async (request) => {
    if (options.delayMs) await delay(options.delayMs);
    const call: PlatformCall = {
      query: new URL(request.url).searchParams,
      body: request.method === 'POST' ? await request.formData() : null,
      request,
    };
    const payload = typeof data === 'function' ? await (data as (call: PlatformCall) => T | Promise<T>)(call) : data;
    return HttpResponse.json({ data: payload });
  });
}

/** Answers `method` with the error envelope `{ error: { type, error_data } }` (HTTP 200 unless told). */
export function platformErrorHandler(
  method: PlatformMethod,
  type: PlatformErrorType,
  { status = 200, errorData, delayMs }: { status?: number; errorData?: ErrorData; delayMs?: number } = {},
) {
  return register(method, async () => {
    if (delayMs) await delay(delayMs);
    return HttpResponse.json({ error: { type, ...(errorData ? { error_data: errorData } : {}) } }, { status });
  });
}

/** Answers `method` with a bare HTTP status and no body (a proxy or gateway failure). */
export const platformHttpErrorHandler = (method: PlatformMethod, status: number, headers?: Record<string, string>) =>
  register(method, async () => new HttpResponse(null, { status, headers }));
