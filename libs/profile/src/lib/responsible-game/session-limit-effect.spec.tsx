import { platformHandler, responsibleGamingSessionFixture, RG_FIXTURE_NOW, visitorAccountFixture } from '@casino/api-client/testing';
import { renderPage, startTestServer } from '@casino/session/testing';
import { selectDialogs, selectToasts } from '@casino/ui-kit';
import { act } from '@testing-library/react';
import { profileFeature } from '../profile-feature';
import { SESSION_LIMIT_WARNING_DIALOG_ID } from './reality-check-ids';
import { SessionLimitEffect } from './session-limit-effect';

const { server, seen } = startTestServer();
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
/** A session whose time limit ends `minutes` after the platform's `now`. */
const endingIn = (minutes: number | null) => ({
  ...responsibleGamingSessionFixture,
  session_limit_ends_at: minutes === null ? null : new Date(Date.parse(RG_FIXTURE_NOW) + minutes * MINUTE).toISOString(),
});

async function mount(minutes: number | null) {
  server.use(platformHandler('responsibleGaming.getSession', endingIn(minutes)));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const view = await renderPage(<SessionLimitEffect />, { route: '/gamehall', feature: profileFeature });
  await vi.waitFor(() => expect(view.store.getState()).toBeTruthy());
  // The session answer arrives (its `now` is the platform's, not the device's).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
  const warning = () => selectDialogs(view.store.getState()).filter((dialog) => dialog.id === SESSION_LIMIT_WARNING_DIALOG_ID);
  return { ...view, warning };
}

describe('SessionLimitEffect', () => {
  it('warns five minutes before the session-time limit, then signs the player out, goes home and says why', async () => {
    const { store, warning } = await mount(12);
    await act(async () => void (await vi.advanceTimersByTimeAsync(7 * MINUTE - 1_000)));
    expect(warning()).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(warning()).toEqual([expect.objectContaining({ type: 'popup', props: { endsAt: expect.any(Number) } })]);
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    await act(async () => void (await vi.advanceTimersByTimeAsync(5 * MINUTE)));
    await vi.waitFor(async () => expect((await seen.all()).filter((request) => request.path === '/api/auth.logout')).toHaveLength(1));
    expect(warning()).toEqual([]);
    await vi.waitFor(() => expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'info', messageId: 'profile.responsibleGame.sessionEnded' })]));
  });

  it('warns at once when less than five minutes are left', async () => {
    const { warning } = await mount(3);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(warning()).toHaveLength(1);
  });

  it('does nothing without a session-time limit', async () => {
    const { warning } = await mount(null);
    await act(async () => void (await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE)));
    expect(warning()).toEqual([]);
    expect((await seen.all()).some((request) => request.path === '/api/auth.logout')).toBe(false);
  });
});
