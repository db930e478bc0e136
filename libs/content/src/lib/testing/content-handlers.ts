import type { CmsSeo } from '@casino/cms-client';
import { cmsErrorHandler, cmsHandlers } from '@casino/cms-client/testing';
import { delay, http, HttpResponse } from 'msw';
import { contentSeosFixture } from './content-fixtures';

/** `seos` filtered by `filters[url][$eq]`, as Strapi answers: an unknown url is an empty list, not an error. */
export const seosHandler = (entries: CmsSeo[] = contentSeosFixture) =>
  http.get('*/cms/api/seos', ({ request }) => {
    const url = new URL(request.url).searchParams.get('filters[url][$eq]');
    const data = url === null ? entries : entries.filter((item) => item.url === url);
    return HttpResponse.json({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
  });

/** The CMS failing to answer the lookup. */
export const seosFailingHandler = cmsErrorHandler('get', '/seos', 500, 'Internal Server Error');

/** The CMS never answering, to show the loading state. */
export const seosPendingHandler = http.get('*/cms/api/seos', async () => {
  await delay('infinite');
  return HttpResponse.json({ data: [] });
});

/** The CMS of the stories and tests: this lib's content pages first, the shared fixtures for every other call. */
export const contentHandlers = [seosHandler(), ...cmsHandlers];
