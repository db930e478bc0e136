import { recordRequests } from '@casino/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { promotionsPageData } from './promotions-page-data';
import { PromotionsPage } from './promotions/promotions-page';
import { startTestServer } from './testing/msw-server';
import { createPromotionsStore } from './testing/promotions-store';
import { renderPage } from './testing/render-page';

const server = startTestServer();

describe('the promotions page data, started beside the guards', () => {
  it('is what the page asks for: the page then shows it without asking the platform or the CMS again', async () => {
    const seen = recordRequests(server);
    const store = createPromotionsStore({ origin: 'http://localhost', track: () => undefined });
    promotionsPageData['promotions.index'](store.dispatch);
    await waitFor(() => expect(seen.count()).toBeGreaterThanOrEqual(4));
    const prefetched = (await seen.all()).map(({ path }) => path);
    expect(prefetched).toEqual(expect.arrayContaining(['/api/campaigns.getoffers', '/cms/api/banners', '/cms/api/web-setting']));

    await renderPage(<PromotionsPage />, { path: '/promotions', store });
    expect(await screen.findByRole('list', { name: 'All promotions' })).toBeInTheDocument();
    const paths = (await seen.all()).map(({ method, path, query }) => `${method} ${path}?${new URLSearchParams(query).toString()}`);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
