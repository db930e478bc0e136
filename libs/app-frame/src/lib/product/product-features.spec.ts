import { commonMessages } from '@casino/i18n';
import { navigationTo, parseLocation, ROUTE_TABLE, runGuards } from '@casino/routing';
import { composeSite } from '../app/compose-site';
import { PRODUCT_FEATURES } from './product-features';

const Layout = () => null;
const site = composeSite({ kind: 'product', messages: commonMessages, layouts: { default: Layout, game: Layout } }, PRODUCT_FEATURES);

describe("the product's features", () => {
  it('are each in the list once', () => {
    const names = PRODUCT_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('give every route of the table a page, but for the placeholders, and each page loads a component', async () => {
    const routes = ROUTE_TABLE.filter((route) => !route.isPlaceholder).map((route) => route.name);
    expect(Object.keys(site.pages).sort()).toEqual([...routes].sort());
    for (const [route, load] of Object.entries(site.pages)) expect(await load?.(), route).toBeTypeOf('function');
  });

  it('give each dialog id of SPEC.md 2.7 one component, loaded with the first dialog', async () => {
    const dialogs = await site.loadDialogs();
    expect(Object.keys(dialogs).sort()).toEqual(
      [
        'auth',
        'betting-bonus-activated',
        'bonus-activate',
        'bonus-remove',
        'burn-bonuses',
        'campaign',
        'cashback-decline',
        'confirm-email',
        'demo-mode',
        'fill-profile-info',
        'games-search',
        'identity-verification',
        'interactivity-warning',
        'loyalty-character-change',
        'loyalty-character-change-confirm',
        'loyalty-shop-buy',
        'loyalty-shop-confirm',
        'loyalty-shop-insufficient-funds',
        'promo-code-activated',
        'quick-deposit',
        'reality-check',
        'rg-exclusion',
        'session-limit-warning',
        'social-registration',
        'unseen-cashback',
      ].sort(),
    );
  });

  it('run their guard rules after the guards, in the order of SPEC.md 2.4', () => {
    const run = (url: string, isAuthenticated: boolean, from = '/') => runGuards(navigationTo(url, { isAuthenticated, from: parseLocation(from) }), site.guards);
    expect(run('/pt-BR/cashier/history?tab=bonuses', false)).toMatchObject({ type: 'redirect', to: '/pt-BR?redirectUrl=%2Fpt-BR%2Fcashier%2Fhistory%3Ftab%3Dbonuses' });
    expect(run('/pl/bets', true)).toEqual({ type: 'redirect', to: '/pl/profile/bets/history', replace: true });
    expect(run('/pl/cashier/billing', true)).toEqual({ type: 'redirect', to: '/pl/cashier/deposit', replace: true });
    expect(run('/pl/cashier/billing', true, '/pl/cashier/deposit')).toEqual({ type: 'continue', dialogs: [] });
    expect(run('/gamehall?category=slots', false)).toEqual({ type: 'redirect', to: '/gamehall/slots', replace: true });
    expect(run('/ar/game/starburst#real', false)).toMatchObject({ type: 'continue', dialogs: [{ dialog: { id: 'auth', mode: 'register' } }] });
    expect(run('/pl?popup=7#popup-preview', false)).toMatchObject({ type: 'continue', dialogs: [{ dialog: { id: 'campaign', popup: '7' } }] });
  });

  it('name the hashes their rules read as commands, so the page does not scroll to them', () => {
    expect([...site.commandHashes].sort()).toEqual(['#popup-preview', '#real']);
  });
});
