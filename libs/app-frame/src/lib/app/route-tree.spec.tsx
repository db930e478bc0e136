import { commonMessages } from '@casino/i18n';
import { LOCALES } from '@casino/platform-contract';
import { ROUTE_TABLE } from '@casino/routing';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { composeSite } from './compose-site';
import { lazyComponent, patchLocaleRoutes, routeTree } from './route-tree';

const Layout = () => null;
const testSite = composeSite({ kind: 'product', messages: commonMessages, layouts: { default: Layout, game: Layout } }, []);

const tree = routeTree({ site: testSite, guardLoader: () => null, followUps: new Map() });

function leafIds(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => (route.children ? leafIds(route.children) : [route.id ?? '']));
}

describe('routeTree', () => {
  it('has every route of the table in each of the six locales, plus one 404 per locale', () => {
    const ids = leafIds(tree);
    expect(ids).toHaveLength(LOCALES.length * (ROUTE_TABLE.length + 1));
    expect(ids).toContain('game-sysname:ar');
    expect(ids).toContain('not-found:pt-BR');
  });

  it.each([
    ['/', 'index:en', 'layout:default:en'],
    ['/pl/forms/sign_in', 'forms.sign-in:pl', 'layout:empty:pl'],
    ['/ca/game/starburst', 'game-sysname:ca', 'layout:game:ca'],
    ['/_icons', 'icons:en', 'layout:svg-sprite:en'],
    ['/af/terms', 'slug:af', 'layout:default:af'],
    ['/ar/no/such/page', 'not-found:ar', 'layout:default:ar'],
    ['/no/such/page', 'not-found:en', 'layout:default:en'],
  ])('matches %s to %s in %s', (path, page, layout) => {
    const router = createMemoryRouter(tree, { initialEntries: [path] });
    const ids = router.state.matches.map((match) => match.route.id);
    expect(ids.at(-1)).toBe(page);
    expect(ids).toContain(layout);
    router.dispose();
  });
});

describe('patchLocaleRoutes', () => {
  it.each([
    ['en', '/', '/pl/terms', 'slug:pl'],
    ['pl', '/pl/terms', '/gamehall', 'gamehall.index:en'],
    ['en', '/', '/ar/no/such/page', 'not-found:ar'],
  ] as const)('starts with %s only and adds a locale on its first visit (%s -> %s)', async (locale, start, next, page) => {
    const router = createMemoryRouter(routeTree({ site: testSite, guardLoader: () => null, followUps: new Map(), localesLoaded: [locale] }), {
      initialEntries: [start],
      patchRoutesOnNavigation: patchLocaleRoutes(testSite, [locale]),
    });
    const pageIds = () => leafIds(router.routes).filter((id) => !id.startsWith('locale:'));
    expect(pageIds()).toHaveLength(ROUTE_TABLE.length + 1);
    await router.navigate(next);
    expect(router.state.matches.at(-1)?.route.id).toBe(page);
    expect(pageIds()).toHaveLength(2 * (ROUTE_TABLE.length + 1));
    router.dispose();
  });
});

describe('page data', () => {
  it('is asked for beside the guards on each navigation to a page, with its params and query, in any locale', async () => {
    const asked: string[] = [];
    let releaseGuards = () => undefined as void;
    // The guards have not answered yet while the page's data is already asked for.
    const guardLoader = () => new Promise<null>((resolve) => (releaseGuards = () => resolve(null)));
    const prefetchPage = (route: string, { params, search }: { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams }) =>
      asked.push(`${route} ${JSON.stringify(params)} ${search.toString()}`);
    const router = createMemoryRouter(routeTree({ site: testSite, guardLoader, followUps: new Map(), prefetchPage }), { initialEntries: ['/'] });
    await vi.waitFor(() => expect(asked).toEqual(['index {} ']));
    releaseGuards();
    const navigation = router.navigate('/pl/gamehall/slots?providers=a,b');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('gamehall.category {"id":"slots"} providers=a%2Cb');
    releaseGuards();
    await navigation;
    router.dispose();
  });
});

describe('lazyComponent', () => {
  it('gives the loaded page', async () => {
    const Page = () => null;
    expect((await lazyComponent(async () => Page)()).Component).toBe(Page);
  });

  it('turns a module that failed to load into a component throwing that error, for the route boundary', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/gone.js');
    const { Component } = await lazyComponent(() => Promise.reject(error))();
    expect(() => (Component as () => null)()).toThrow(error);
  });
});
