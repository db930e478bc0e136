import { selectPageLocale } from '@casino/i18n';
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import * as v from 'valibot';
import { serverTransportOf, upstreamUrl } from '@casino/api-client';
import { cmsApiConfig } from './cms-config';
import { readCmsError, type CmsError } from './cms-error';
import { cmsQueryString } from './cms-query-string';
import { readCmsToken } from './cms-token';

/** What a CMS endpoint asks for: a Strapi REST path below the base URL, its query and the answer's schema. */
export type CmsRequest = {
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  /** A JSON body (Strapi auth calls). */
  body?: Record<string, unknown>;
  /** The whole answer is checked with it at the boundary. */
  schema: v.GenericSchema;
  /** Content in the page's language: `locale` (from the store) is added to the query. */
  localized?: boolean;
};

type Answer = { body: unknown } | { error: CmsError };

/**
 * One call with plain fetch, as the platform transport does: RTK Query's fetchBaseQuery builds two Request objects,
 * a Headers copy and a response clone for every call, and the first page starts several CMS calls while it starts.
 */
async function send(path: string, request: CmsRequest, api: BaseQueryApi): Promise<Answer> {
  const server = serverTransportOf(api.extra);
  // On a server render: the CMS itself, with the token from the player's own Cookie header.
  const url = server ? upstreamUrl(server.cmsUrl, path) : path;
  const token = readCmsToken(server?.headers['cookie']);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      credentials: 'same-origin',
      signal: api.signal,
      headers: {
        ...server?.headers,
        accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
  } catch (error) {
    return { error: { status: 0, name: 'FETCH_ERROR', message: String(error) } };
  }
  let body: unknown;
  try {
    const text = await response.text();
    body = text.length ? JSON.parse(text) : null;
  } catch (error) {
    return { error: { status: response.status, name: 'PARSING_ERROR', message: String(error) } };
  }
  return response.ok ? { body } : { error: readCmsError(body, response.status) };
}

/** The CMS transport: Strapi REST under the configured base URL, Bearer from the token cookie, answers parsed. */
export const cmsBaseQuery: BaseQueryFn<CmsRequest, unknown, CmsError> = async (request, api) => {
  const { baseUrl } = cmsApiConfig();
  const query = request.localized ? { ...request.query, locale: selectPageLocale(api.getState()) } : request.query;
  const search = query ? cmsQueryString(query) : '';
  const url = `${baseUrl}${request.path}${search ? `?${search}` : ''}`;
  const answer = await send(url, request, api);
  if ('error' in answer) return { error: answer.error };
  const parsed = v.safeParse(request.schema, answer.body);
  if (!parsed.success) {
    console.error(`[cmsApi] ${request.path}: the answer does not match the contract`, v.flatten(parsed.issues));
    return { error: { status: 500, name: 'MalformedResponse', message: `${request.path}: malformed payload` } };
  }
  // A server render lists what it has the answer of (handed to the browser with the answers).
  serverTransportOf(api.extra)?.fetched.push(url);
  return { data: parsed.output };
};
