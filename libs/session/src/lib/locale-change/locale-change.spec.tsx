// @vitest-environment jsdom
import { useGetGeneralInfoQuery } from '@casino/api-client';
import { platformErrorHandler, platformHandlers, recordRequests, visitorAccountFixture } from '@casino/api-client/testing';
import type { Locale } from '@casino/i18n';
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderWithStore, seededStore } from '../testing/render-with-store';
import { LocaleChangeEffect } from './locale-change-effect';
import { useChangeLocale } from './use-change-locale';

const server = setupServer(...platformHandlers);
const seen = recordRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});
afterEach(() => {
  server.resetHandlers();
  seen.clear();
});
afterAll(() => server.close());

/** General info is already cached, so a request for it is a refetch. */
async function mount(account?: typeof visitorAccountFixture) {
  const store = await seededStore(account ? { account } : {});
  const onMenuBannerReload = vi.fn();
  const handle: { change?: (locale: Locale, path: string) => string } = {};
  function Page({ locale }: { locale: Locale }) {
    useGetGeneralInfoQuery();
    handle.change = useChangeLocale();
    return <LocaleChangeEffect locale={locale} onMenuBannerReload={onMenuBannerReload} />;
  }
  const view = renderWithStore(<Page locale="en" />, store);
  const show = (locale: Locale) => view.rerender(<Page locale={locale} />);
  return { handle, show, onMenuBannerReload };
}

/** Every subscribed query refetches: the account and general info in this page. */
const REFETCHED = ['GET /api/account.getInfo', 'GET /api/metadata.getgeneralinfo'];

/** The calls sent, once `count` have gone out (the recorder reads each body once). */
const calls = async (count: number) => {
  await waitFor(() => expect(seen.count()).toBe(count));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return (await seen.all()).map((request) => `${request.method} ${request.path}${request.body ? ` ${JSON.stringify(request.body)}` : ''}`).sort();
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

  it('signed in: updates the account locale once the page is in the new locale, then reloads the menu banner', async () => {
    const { handle, show, onMenuBannerReload } = await mount();
    handle.change?.('pl', '/games');
    expect(seen.count()).toBe(0);
    show('pl');
    await waitFor(() => expect(onMenuBannerReload).toHaveBeenCalledTimes(1));
    expect(await calls(3)).toEqual([...REFETCHED, 'POST /api/account.changelocale {"locale":"pl"}']);
  });

  it('signed in and the server refuses: still refetches everything', async () => {
    server.use(platformErrorHandler('account.changelocale', 'InternalServerErrorException', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, show, onMenuBannerReload } = await mount();
    handle.change?.('ca', '/');
    show('ca');
    await waitFor(() => expect(onMenuBannerReload).toHaveBeenCalledTimes(1));
    expect(await calls(3)).toEqual([...REFETCHED, 'POST /api/account.changelocale {"locale":"ca"}']);
  });

  it('a visitor: only refetches and reloads the banner', async () => {
    const { handle, show, onMenuBannerReload } = await mount(visitorAccountFixture);
    handle.change?.('af', '/');
    show('af');
    await waitFor(() => expect(onMenuBannerReload).toHaveBeenCalledTimes(1));
    expect(await calls(2)).toEqual(REFETCHED);
  });

  it('the first locale shown is no change', async () => {
    const { onMenuBannerReload } = await mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onMenuBannerReload).not.toHaveBeenCalled();
    expect(seen.count()).toBe(0);
  });
});
