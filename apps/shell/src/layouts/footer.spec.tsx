import { pageLocaleChanged } from '@casino/i18n';
import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../messages/shell-messages';
import { Footer } from './footer';

const { seen } = startTestServer();
const feature = { messages: shellMessages };

beforeEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('Footer languages', () => {
  it('are links to the same page in each language', async () => {
    await renderPage(<Footer />, { route: '/gamehall?category=7', path: '/gamehall', feature, state: visitor });
    expect(screen.getByRole('link', { name: 'Polski' })).toHaveAttribute('href', '/pl/gamehall?category=7');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('a visitor choosing one saves the i18n_redirected cookie (SPEC.md 4)', async () => {
    await renderPage(<Footer />, { route: '/gamehall', feature, state: visitor });
    await userEvent.click(screen.getByRole('link', { name: 'Polski' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pl/gamehall');
    expect(document.cookie).toContain('i18n_redirected=pl');
  });

  it('a signed-in player choosing one also updates the account locale', async () => {
    const { store } = await renderPage(<Footer />, { route: '/gamehall', feature });
    await userEvent.click(screen.getByRole('link', { name: 'Polski' }));
    expect(document.cookie).toContain('i18n_redirected=pl');
    // The router puts the page in the new locale; then the account follows.
    act(() => void store.dispatch(pageLocaleChanged('pl')));
    await waitFor(async () =>
      expect((await seen.all()).map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`)).toContain(
        'POST /api/account.changelocale {"locale":"pl"}',
      ),
    );
  });
});
