import { createTestStore, renderPage, startTestServer } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { promotionsFeature } from './promotions-feature';
import { promotionsPageData } from './promotions-page-data';
import { PromotionsPage } from './promotions/promotions-page';

const { seen } = startTestServer();

describe('the promotions page data, started beside the guards', () => {
  it('is what the page asks for: the page then shows it without asking the platform or the CMS again', async () => {
    const store = await createTestStore();
    promotionsPageData['promotions.index'](store.dispatch);
    await waitFor(() => expect(seen.count()).toBeGreaterThanOrEqual(4));
    const prefetched = (await seen.all()).map(({ path }) => path);
    expect(prefetched).toEqual(expect.arrayContaining(['/api/campaigns.getoffers', '/cms/api/banners', '/cms/api/web-setting']));

    await renderPage(<PromotionsPage />, { route: '/promotions', store, feature: promotionsFeature });
    expect(await screen.findByRole('list', { name: 'All promotions' })).toBeInTheDocument();
    const paths = (await seen.all()).map(({ method, path, query }) => `${method} ${path}?${new URLSearchParams(query).toString()}`);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
