import { accountFixture, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { act, fireEvent } from '@testing-library/react';
import { selectDialogs } from '@casino/ui-kit';
import { renderPage } from '../testing/render-page';
import { startTestServer } from '../testing/test-server';
import type { TestState } from '../testing/test-store';
import { selectIdleWarning } from '../session-state/session-slice';
import { IdleLogoutEffect } from './idle-logout-effect';

const { server, seen } = startTestServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function mount(state: TestState = { generalInfo: { time_to_force_logout: 10 } }) {
  const onSignedOut = vi.fn();
  const view = await renderPage(<IdleLogoutEffect locationKey="first" onSignedOut={onSignedOut} />, { state: { account: accountFixture, ...state } });
  const { store } = view;
  const warning = () => selectDialogs(store.getState()).filter((dialog) => dialog.id === 'interactivity-warning');
  const changeRoute = (key: string) => view.rerender(<IdleLogoutEffect locationKey={key} onSignedOut={onSignedOut} />);
  return { store, onSignedOut, warning, changeRoute };
}

describe('IdleLogoutEffect', () => {
  it('opens the interactivity warning at 80% of time_to_force_logout with the seconds left, counting down', async () => {
    const { store, warning } = await mount();
    advance(7_999);
    expect(warning()).toEqual([]);
    advance(1);
    expect(warning()).toEqual([expect.objectContaining({ props: { secondsLeft: 2 } })]);
    expect(selectIdleWarning(store.getState())).toEqual({ secondsLeft: 2 });
    advance(1_000);
    expect(selectIdleWarning(store.getState())).toEqual({ secondsLeft: 1 });
    expect(warning()).toHaveLength(1);
  });

  it.each([
    { activity: 'a key press', act: () => fireEvent.keyDown(document.body, { key: 'a' }) },
    { activity: 'a click', act: () => fireEvent.click(document.body) },
    { activity: 'a scroll', act: () => fireEvent.scroll(window) },
    { activity: 'a scroll inside a list', act: () => fireEvent.scroll(document.body) },
  ])('$activity starts the period over', async ({ act: doActivity }) => {
    const { warning } = await mount();
    advance(5_000);
    doActivity();
    advance(7_999);
    expect(warning()).toEqual([]);
    advance(1);
    expect(warning()).toHaveLength(1);
  });

  it('a route change starts the period over', async () => {
    const { warning, changeRoute } = await mount();
    advance(5_000);
    changeRoute('second');
    advance(7_999);
    expect(warning()).toEqual([]);
    advance(1);
    expect(warning()).toHaveLength(1);
  });

  it('activity during the warning closes it', async () => {
    const { store, warning } = await mount();
    advance(8_500);
    expect(warning()).toHaveLength(1);
    fireEvent.click(document.body);
    expect(warning()).toEqual([]);
    expect(selectIdleWarning(store.getState())).toBeNull();
  });

  it('signs out at 100%, goes to the index and stops', async () => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    const { warning, onSignedOut } = await mount();
    advance(10_000);
    expect(warning()).toEqual([]);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    const requests = await seen.all();
    expect(requests.filter((request) => request.path === '/api/auth.logout')).toHaveLength(1);
    await vi.waitFor(async () => expect((await seen.all()).some((request) => request.path === '/api/account.getInfo')).toBe(true));
    advance(60_000);
    expect(warning()).toEqual([]);
    expect((await seen.all()).filter((request) => request.path === '/api/auth.logout')).toHaveLength(1);
  });

  it.each([
    { name: 'a visitor', seed: { account: visitorAccountFixture, generalInfo: { time_to_force_logout: 10 } } },
    { name: 'no time_to_force_logout', seed: { account: accountFixture, generalInfo: { time_to_force_logout: null } } },
    { name: 'a zero time_to_force_logout', seed: { generalInfo: { time_to_force_logout: 0 } } },
  ])('never runs for $name', async ({ seed }) => {
    const { warning } = await mount(seed);
    advance(60_000);
    expect(warning()).toEqual([]);
    expect(seen.count()).toBe(0);
  });
});
