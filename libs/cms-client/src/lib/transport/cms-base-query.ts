import { fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query';
import * as v from 'valibot';
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
};

const send = fetchBaseQuery({
  prepareHeaders: (headers) => {
    const token = readCmsToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The CMS transport: Strapi REST under the configured base URL, Bearer from the token cookie, answers parsed. */
export const cmsBaseQuery: BaseQueryFn<CmsRequest, unknown, CmsError> = async (request, api, extraOptions) => {
  const { baseUrl } = cmsApiConfig();
  const search = request.query ? cmsQueryString(request.query) : '';
  const url = `${baseUrl}${request.path}${search ? `?${search}` : ''}`;
  const result = await send({ url, method: request.method ?? 'GET', body: request.body }, api, extraOptions);
  if (result.error) {
    const { error } = result;
    if (typeof error.status === 'number') return { error: readCmsError(error.data, error.status) };
    const status = error.status === 'PARSING_ERROR' ? error.originalStatus : 0;
    return { error: { status, name: error.status, message: error.error } };
  }
  const parsed = v.safeParse(request.schema, result.data);
  if (!parsed.success) {
    console.error(`[cmsApi] ${request.path}: the answer does not match the contract`, v.flatten(parsed.issues));
    return { error: { status: 500, name: 'MalformedResponse', message: `${request.path}: malformed payload` } };
  }
  return { data: parsed.output };
};
