import { accountApi, MONEY_TAGS, platformApi } from '@casino/api-client';
import { accountFixture, platformHandler, profileFixture, visitorAccountFixture } from '@casino/api-client/testing';
import type { AccountInfo, Contact } from '@casino/platform-contract';
import { selectDialogs } from '@casino/ui-kit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import { renderPage } from '../testing/render-page';
import { createTestStore } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { markConfirmationSent } from './confirmation-sent-flag';
import { SessionHints } from './session-hints';

const HOUR = 60 * 60 * 1000;
const { server } = startTestServer();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

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

async function renderHints(locale: 'en' | 'pl' = 'en') {
  const store = await createTestStore({ locale });
  const view = await renderPage(<SessionHints />, { locale, store });
  const remount = () => {
    view.unmount();
    return renderPage(<SessionHints />, { locale, store });
  };
  return { store, remount };
}

const hintsList = () => screen.queryByRole('list', { name: en['session.hints.label'] });

const depositLink = (name = en['session.hints.registration.action']) => screen.findByRole('link', { name });
const confirmEmailButton = () => screen.findByRole('button', { name: en['session.hints.confirmEmail.action'] });

describe('SessionHints', () => {
  it.each([
    { locale: 'en' as const, messages: en, href: '/cashier/deposit' },
    { locale: 'pl' as const, messages: pl, href: '/pl/cashier/deposit' },
  ])('shows a new player ($locale) the deposit hint above the confirm hint', async ({ locale, messages, href }) => {
    player();
    await renderHints(locale);
    const list = await screen.findByRole('list', { name: messages['session.hints.label'] });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    const [registration, confirm] = list.querySelectorAll('li');
    expect(registration).toHaveTextContent(messages['session.hints.registration.text']);
    expect(await depositLink(messages['session.hints.registration.action'])).toHaveAttribute('href', href);
    expect(confirm).toHaveTextContent(messages['session.hints.confirmEmail.text']);
  });

  it('opens the confirm-email dialog for the login email, and hides once the confirmation is sent', async () => {
    const { login } = player();
    const { store } = await renderHints();
    await userEvent.click(await confirmEmailButton());
    expect(selectDialogs(store.getState())).toMatchObject([{ id: 'confirm-email', type: 'confirm', props: { email: login } }]);
    // What the dialog does once the platform has sent the message.
    act(() => markConfirmationSent(login ?? ''));
    expect(screen.queryByText(en['session.hints.confirmEmail.text'])).not.toBeInTheDocument();
    expect(await depositLink()).toBeVisible();
  });

  it('sends a player who signs in with a phone to the profile settings', async () => {
    player({ login: '48600100200', contact: { type: 'phone', contact: '48600100200', phone_country_code: 'PL' } });
    await renderHints('pl');
    expect(await screen.findByRole('link', { name: pl['session.hints.confirmPhone.action'] })).toHaveAttribute('href', '/pl/profile/settings');
    expect(screen.getByText(pl['session.hints.confirmPhone.text'])).toBeVisible();
  });

  it('hides a dismissed hint for the rest of the session of that player only', async () => {
    const first = player();
    const { remount } = await renderHints();
    await userEvent.click(await screen.findByRole('button', { name: en['session.hints.registration.dismiss'] }));
    expect(screen.queryByRole('link', { name: en['session.hints.registration.action'] })).not.toBeInTheDocument();
    expect(await confirmEmailButton()).toBeVisible();

    const again = await remount();
    expect(await confirmEmailButton()).toBeVisible();
    expect(screen.queryByRole('link', { name: en['session.hints.registration.action'] })).not.toBeInTheDocument();

    again.unmount();
    player({ login: `other-than-${first.uid}@example.com` });
    await renderHints();
    expect(await depositLink()).toBeVisible();
  });

  it('hides the deposit hint after the first deposit', async () => {
    player();
    const { store } = await renderHints();
    expect(await depositLink()).toBeVisible();
    server.use(platformHandler('cashier.gethistory', { items: [], total: 1, offset: 0, count: 0 }));
    // What the cashier does after a deposit.
    act(() => void store.dispatch(platformApi.util.invalidateTags([...MONEY_TAGS])));
    await waitFor(() => expect(screen.queryByRole('link', { name: en['session.hints.registration.action'] })).not.toBeInTheDocument());
  });

  it.each([
    { name: 'a visitor', setup: () => player({ account: visitorAccountFixture }) },
    { name: 'a player who signed up days ago and confirmed the email', setup: () => player({ registeredAgo: 6 * 24 * HOUR, contact: { is_confirmed: true } }) },
  ])('shows nothing to $name', async ({ setup }) => {
    setup();
    const { store } = await renderHints();
    await waitFor(() => expect(accountApi.endpoints.getAccountInfo.select()(store.getState()).isSuccess).toBe(true));
    expect(hintsList()).not.toBeInTheDocument();
  });
});
