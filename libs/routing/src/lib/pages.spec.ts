import { pageDataOnDemand, type PageData, type PageDataRequest } from './pages';

const request: PageDataRequest = { params: { id: 'slots' }, search: new URLSearchParams('providers=a') };

describe('page data loaded on demand', () => {
  it('loads its module on the first visit to one of its pages, then starts that page’s requests with its params', async () => {
    const started: string[] = [];
    const load = vi.fn(async () => ({
      'gamehall.index': ((_dispatch, { params }) => void started.push(`hall ${params['id']}`)) satisfies PageData,
      'jackpots.item': (() => void started.push('jackpot')) satisfies PageData,
    }));
    const pageData = pageDataOnDemand(['gamehall.index', 'jackpots.item'], load);
    expect(load).not.toHaveBeenCalled();

    await pageData['gamehall.index'](vi.fn(), request);
    expect(started).toEqual(['hall slots']);
    await pageData['jackpots.item'](vi.fn(), request);
    expect(started).toEqual(['hall slots', 'jackpot']);
  });

  it('says when the requests have started, and fails with the module so a caller may let the page ask for itself', async () => {
    const pageData = pageDataOnDemand(['index'], () => Promise.reject(new Error('chunk failed')));
    await expect(pageData['index'](vi.fn(), request)).rejects.toThrow('chunk failed');
  });

  it('refuses, as a type error, a loaded map with a page its list leaves out (that page data would never run)', () => {
    const started = (): void => undefined;
    // @ts-expect-error 'jackpots.item' is not in the list
    const pageData = pageDataOnDemand(['gamehall.index'], async () => ({ 'gamehall.index': started, 'jackpots.item': started }));
    expect(Object.keys(pageData)).toEqual(['gamehall.index']);
  });
});
