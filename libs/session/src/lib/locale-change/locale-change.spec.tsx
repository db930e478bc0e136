import { useGetGeneralInfoQuery } from '@casino/api-client';
import { accountFixture, platformErrorHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { pageLocaleChanged } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { act, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { startTestServer } from '../testing/test-server';
import { useChangeLocale } from './use-change-locale';

const { server, seen } = startTestServer();
beforeEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

/** General info is already cached, so a request for it is a refetch; the router puts the page in a locale. */
async function mount(account?: typeof visitorAccountFixture) {
  const handle: { change?: (locale: Locale, path: string) => string } = {};
  function Page() {
    useGetGeneralInfoQuery();
    handle.change = useChangeLocale();
    return null;
  }
  const { store } = await renderPage(<Page />, { state: { account: account ?? accountFixture } });
  const show = (locale: Locale) => act(() => void store.dispatch(pageLocaleChanged(locale)));
  return { handle, show };
}

/** Every subscribed query refetches (the account and general info in this page); then the CMS content. */
const REFETCHED = ['GET /api/account.getInfo', 'GET /api/metadata.getgeneralinfo'];

/** The calls sent, once `count` have gone out, with the locale each carried (the recorder reads each body once). */
const calls = async (count: number) => {
  await waitFor(() => expect(seen.count()).toBe(count));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const requests = await seen.all();
  return {
    lines: requests.map((request) => `${request.method} ${request.path}${request.body ? ` ${JSON.stringify(request.body)}` : ''}`).sort(),
    locales: [...new Set(requests.map((request) => request.query['locale']))],
  };
};

describe('locale change', () => {
  it.each([
    { locale: 'pl' as const, from: '/games?tab=new#top', to: '/pl/games?tab=new#top' },
    { locale: 'en' as const, from: '/pt-BR/profile', to: '/profile' },
    { locale: 'ar' as const, from: '/', to: '/ar' },
  ])('to $locale from $from returns $to and saves the cookie', async ({ locale, from, to }) => {
    const { handle } = await mount(visitorAccountFixture);
    expect(handle.change?.(locale, from)).toBe(to);
    expect(document.cookie).toContain(`i18n_redirected=${encodeURIComponent(locale)}`);
  });

  it('signed in: updates the account locale once the page is in the new locale', async () => {
    const { handle, show } = await mount();
    handle.change?.('pl', '/games');
    expect(seen.count()).toBe(0);
    show('pl');
    expect(await calls(3)).toEqual({ lines: [...REFETCHED, 'POST /api/account.changelocale {"locale":"pl"}'], locales: ['pl'] });
  });

  it('signed in and the server refuses: still refetches everything', async () => {
    server.use(platformErrorHandler('account.changelocale', 'InternalServerErrorException', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, show } = await mount();
    handle.change?.('ca', '/');
    show('ca');
    expect((await calls(3)).lines).toEqual([...REFETCHED, 'POST /api/account.changelocale {"locale":"ca"}']);
  });

  it('a visitor: only refetches, in the new locale', async () => {
    const { handle, show } = await mount(visitorAccountFixture);
    handle.change?.('af', '/');
    show('af');
    expect(await calls(2)).toEqual({ lines: REFETCHED, locales: ['af'] });
  });

  it('a navigation that stays in the same locale is no change', async () => {
    const { show } = await mount();
    show('en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.count()).toBe(0);
  });
});
