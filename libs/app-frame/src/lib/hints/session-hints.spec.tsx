import { accountApi, configurePlatformApi, MONEY_TAGS, platformApi } from '@casino/api-client';
import { accountFixture, platformHandler, platformHandlers, profileFixture, visitorAccountFixture } from '@casino/api-client/testing';
import type { AccountInfo, Contact } from '@casino/platform-contract';
import { markConfirmationSent, selectDialogs } from '@casino/session';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '../app/store';
import en from '../messages/en.json';
import pl from '../messages/pl.json';
import { SessionHints } from './session-hints';

const HOUR = 60 * 60 * 1000;
const server = setupServer(...platformHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let nextUid = 5000;

type PlayerOptions = { registeredAgo?: number; login?: string; contact?: Partial<Contact>; deposits?: number; account?: AccountInfo };

/** A player as the platform answers for them: signed up `registeredAgo` ms ago, with an unconfirmed login contact. */
function player({ registeredAgo = HOUR, login = `new-${nextUid}@example.com`, contact = {}, deposits = 0, account }: PlayerOptions = {}) {
  const info: AccountInfo = account ?? { ...accountFixture, uid: (nextUid += 1), login, reg_time: new Date(Date.now() - registeredAgo).toISOString() };
  const contacts: Contact[] = [{ type: 'email', contact: login, is_confirmed: false, is_subscribed: true, phone_country_code: null, ...contact }];
  server.use(
    platformHandler('account.getInfo', info),
    platformHandler('account.getprofileinfo', { ...profileFixture, contacts }),
    platformHandler('cashier.gethistory', { items: [], total: deposits, offset: 0, count: 0 }),
  );
  return info;
}

function renderHints(locale: 'en' | 'pl' = 'en') {
  configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => false, retryBaseDelayMs: 1 });
  const store = createStore({ locale });
  const ui = () => (
    <Provider store={store}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : pl}>
        <MemoryRouter>
          <SessionHints />
        </MemoryRouter>
      </IntlProvider>
    </Provider>
  );
  const view = render(ui());
  const remount = () => {
    view.unmount();
    return render(ui());
  };
  return { store, view, remount };
}

const depositLink = (name = en['frame.hints.registration.action']) => screen.findByRole('link', { name });
const confirmEmailButton = () => screen.findByRole('button', { name: en['frame.hints.confirmEmail.action'] });

describe('SessionHints', () => {
  it.each([
    { locale: 'en' as const, messages: en, href: '/cashier/deposit' },
    { locale: 'pl' as const, messages: pl, href: '/pl/cashier/deposit' },
  ])('shows a new player ($locale) the deposit hint above the confirm hint', async ({ locale, messages, href }) => {
    player();
    renderHints(locale);
    const list = await screen.findByRole('list', { name: messages['frame.hints.label'] });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    const [registration, confirm] = list.querySelectorAll('li');
    expect(registration).toHaveTextContent(messages['frame.hints.registration.text']);
    expect(await depositLink(messages['frame.hints.registration.action'])).toHaveAttribute('href', href);
    expect(confirm).toHaveTextContent(messages['frame.hints.confirmEmail.text']);
  });

  it('opens the confirm-email dialog for the login email, and hides once the confirmation is sent', async () => {
    const { login } = player();
    const { store } = renderHints();
    await userEvent.click(await confirmEmailButton());
    expect(selectDialogs(store.getState())).toMatchObject([{ id: 'confirm-email', type: 'confirm', props: { email: login } }]);
    // What the dialog does once the platform has sent the message.
    act(() => markConfirmationSent(login ?? ''));
    expect(screen.queryByText(en['frame.hints.confirmEmail.text'])).not.toBeInTheDocument();
    expect(await depositLink()).toBeVisible();
  });

  it('sends a player who signs in with a phone to the profile settings', async () => {
    player({ login: '48600100200', contact: { type: 'phone', contact: '48600100200', phone_country_code: 'PL' } });
    renderHints('pl');
    expect(await screen.findByRole('link', { name: pl['frame.hints.confirmPhone.action'] })).toHaveAttribute('href', '/pl/profile/settings');
    expect(screen.getByText(pl['frame.hints.confirmPhone.text'])).toBeVisible();
  });

  it('hides a dismissed hint for the rest of the session of that player only', async () => {
    const first = player();
    const { remount } = renderHints();
    await userEvent.click(await screen.findByRole('button', { name: en['frame.hints.registration.dismiss'] }));
    expect(screen.queryByRole('link', { name: en['frame.hints.registration.action'] })).not.toBeInTheDocument();
    expect(await confirmEmailButton()).toBeVisible();

    const again = remount();
    expect(await confirmEmailButton()).toBeVisible();
    expect(screen.queryByRole('link', { name: en['frame.hints.registration.action'] })).not.toBeInTheDocument();

    again.unmount();
    player({ login: `other-than-${first.uid}@example.com` });
    renderHints();
    expect(await depositLink()).toBeVisible();
  });

  it('hides the deposit hint after the first deposit', async () => {
    player();
    const { store } = renderHints();
    expect(await depositLink()).toBeVisible();
    server.use(platformHandler('cashier.gethistory', { items: [], total: 1, offset: 0, count: 0 }));
    // What the cashier does after a deposit.
    act(() => void store.dispatch(platformApi.util.invalidateTags([...MONEY_TAGS])));
    await waitFor(() => expect(screen.queryByRole('link', { name: en['frame.hints.registration.action'] })).not.toBeInTheDocument());
  });

  it.each([
    { name: 'a visitor', setup: () => player({ account: visitorAccountFixture }) },
    { name: 'a player who signed up days ago and confirmed the email', setup: () => player({ registeredAgo: 6 * 24 * HOUR, contact: { is_confirmed: true } }) },
  ])('shows nothing to $name', async ({ setup }) => {
    setup();
    const { store, view } = renderHints();
    await waitFor(() => expect(accountApi.endpoints.getAccountInfo.select()(store.getState()).isSuccess).toBe(true));
    expect(view.container).toBeEmptyDOMElement();
  });
});
