import { parseLocation, type CustomRedirect } from '@casino/routing';
import { resolveNavigation, type NavigationSources } from './resolve-navigation';

type Options = { uid?: number; accountLocale?: string; redirects?: readonly CustomRedirect[]; server?: Readonly<Record<string, string>>; preferred?: 'pl' };

function sources({ uid = 0, accountLocale, redirects = [], server = {}, preferred }: Options = {}): NavigationSources & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    loadUser: async () => ({ uid, locale: accountLocale }),
    loadCustomRedirects: async () => redirects,
    lookupServerRedirect: async (path) => {
      lookups.push(path);
      return server[path] ?? null;
    },
    preferredLocale: () => preferred,
    allowedExternalHosts: ['site.example'],
  };
}

const go = (url: string, options?: Options, from: string | null = '/') =>
  resolveNavigation(parseLocation(url), from === null ? null : parseLocation(from), sources(options));

describe('resolveNavigation: the guard chain of SPEC.md 2.4 with its loads', () => {
  it.each([
    ['a visitor in the cashier', '/pl/cashier/history?tab=bonuses', {}, '/pl?redirectUrl=%2Fpl%2Fcashier%2Fhistory%3Ftab%3Dbonuses'],
    ['a custom redirect with a wildcard', '/pl/promo/summer', { redirects: [{ from_url: '/promo/*', to_url: '/promotions' }] }, '/pl/promotions'],
    ['a server-side redirect', '/old-promotions', { server: { '/old-promotions': '/promotions' } }, '/promotions'],
    ['a wrongly cased prefix', '/PL/winners', {}, '/pl/winners'],
  ] as const)('%s: %s is redirected to %s', async (_, url, options, expected) => {
    await expect(go(url, options)).resolves.toMatchObject({ type: 'redirect', to: expected });
  });

  it('follows an absolute server redirect with a full page load', async () => {
    await expect(go('/affiliates', { server: { '/affiliates': 'https://example.com/affiliates' } })).resolves.toEqual({
      type: 'external',
      url: 'https://example.com/affiliates',
    });
  });

  it('sends a player entering without a prefix to the preferred locale, but not after entry', async () => {
    await expect(go('/gamehall', { preferred: 'pl' }, null)).resolves.toMatchObject({ type: 'redirect', to: '/pl/gamehall' });
    await expect(go('/gamehall', { preferred: 'pl' }, '/pl')).resolves.toMatchObject({ type: 'continue' });
  });

  it('shows the page with the dialogs the guards asked for, after looking the path up once', async () => {
    const fake = sources();
    const outcome = await resolveNavigation(parseLocation('/pl/gamehall?show_popup_reg=1'), null, fake);
    expect(outcome).toMatchObject({ type: 'continue', dialogs: [{ dialog: { id: 'auth', mode: 'register' } }] });
    expect(fake.lookups).toEqual(['/pl/gamehall']);
  });

  it('asks for everything the chain may wait on before waiting on any of it, and lets go of it once decided', async () => {
    let redirectsArrive: (redirects: readonly CustomRedirect[]) => void = () => undefined;
    const held: string[] = [];
    const fake = {
      ...sources(),
      loadCustomRedirects: () => new Promise<readonly CustomRedirect[]>((resolve) => (redirectsArrive = resolve)),
      startRequests: (path: string) => {
        held.push(path);
        return () => held.splice(held.indexOf(path), 1);
      },
    };
    const outcome = resolveNavigation(parseLocation('/pl/promotions?tab=2'), parseLocation('/'), fake);
    expect(held).toEqual(['/pl/promotions']);
    redirectsArrive([]);
    await expect(outcome).resolves.toEqual({ type: 'continue', dialogs: [] });
    expect(fake.lookups).toEqual(['/pl/promotions']);
    expect(held).toEqual([]);
  });

  it('lets a signed-in player into the private areas', async () => {
    await expect(go('/pl/profile/settings', { uid: 3 })).resolves.toEqual({ type: 'continue', dialogs: [] });
  });
});
