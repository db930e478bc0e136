import { accountFixture, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { act, fireEvent } from '@testing-library/react';
import { selectDialogs } from '@casino/ui-kit';
import { renderPage } from '../testing/render-page';
import { startTestServer } from '../testing/test-server';
import type { TestState } from '../testing/test-store';
import { selectIdleWarning } from '../session-state/session-slice';
import { ACTIVITY_CHANNEL } from '../activity/tabs-activity';
import { IdleLogoutEffect } from './idle-logout-effect';

const { server, seen } = startTestServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function mount(state: TestState = { generalInfo: { time_to_force_logout: 10 } }, pathname = '/') {
  const onSignedOut = vi.fn();
  const view = await renderPage(<IdleLogoutEffect locationKey="first" pathname={pathname} onSignedOut={onSignedOut} />, {
    state: { account: accountFixture, ...state },
  });
  const { store } = view;
  const warning = () => selectDialogs(store.getState()).filter((dialog) => dialog.id === 'interactivity-warning');
  const changeRoute = (key: string, path = pathname) => view.rerender(<IdleLogoutEffect locationKey={key} pathname={path} onSignedOut={onSignedOut} />);
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

  it.each([
    { page: 'the cashier', pathname: '/cashier/deposit', seconds: 30 },
    { page: 'the payment page', pathname: '/cashier/billing', seconds: 60 },
  ])("uses $page's own inactivity time (general info), and the site's again when the player leaves", async ({ pathname, seconds }) => {
    const generalInfo = { time_to_force_logout: 10, user_inactivity_cashier_time: 30, user_inactivity_pp_time: 60 };
    const { warning, changeRoute } = await mount({ generalInfo }, pathname);
    advance(seconds * 800 - 1);
    expect(warning()).toEqual([]);
    advance(1);
    expect(warning()).toEqual([expect.objectContaining({ props: { secondsLeft: seconds / 5 } })]);
    changeRoute('home', '/');
    expect(warning()).toEqual([]);
    advance(8_000);
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

  describe('play inside a frame and other tabs', () => {
    let frame: HTMLIFrameElement;
    beforeEach(() => {
      frame = document.createElement('iframe');
      document.body.append(frame);
    });
    afterEach(() => frame.remove());

    /** What the platform's game page posts after a round, from the frame's window. */
    const postFromFrame = (data: unknown, origin = window.location.origin) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow })));
    /** Messages between tabs arrive on the event loop, which fake timers leave alone. */
    const deliver = () =>
      act(async () => {
        for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      });

    it.each([
      { name: 'a game round', data: { type: 'game:round', win: 0, bet: 1 } },
      { name: 'a sportsbook bet', data: { type: 'sportsbook:bet-placed' } },
    ])('$name reported by a frame starts the period over and closes the warning', async ({ data }) => {
      const { warning } = await mount();
      advance(8_500);
      expect(warning()).toHaveLength(1);
      postFromFrame(data);
      expect(warning()).toEqual([]);
      advance(7_999);
      expect(warning()).toEqual([]);
      advance(1);
      expect(warning()).toHaveLength(1);
    });

    it.each([
      { name: 'another origin', data: { type: 'game:round' }, origin: 'https://evil.example' },
      { name: 'an unknown message', data: { type: 'game:tick' }, origin: window.location.origin },
    ])('a frame message from $name is no activity', async ({ data, origin }) => {
      const { warning } = await mount();
      advance(5_000);
      postFromFrame(data, origin);
      advance(3_000);
      expect(warning()).toHaveLength(1);
    });

    it('moving into a game frame starts the period over', async () => {
      const { warning } = await mount();
      advance(5_000);
      frame.focus();
      act(() => void window.dispatchEvent(new FocusEvent('blur')));
      advance(0);
      advance(7_999);
      expect(warning()).toEqual([]);
      advance(1);
      expect(warning()).toHaveLength(1);
    });

    it('activity in another tab starts the period over here', async () => {
      const { warning } = await mount();
      advance(8_500);
      expect(warning()).toHaveLength(1);
      const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
      otherTab.postMessage('activity');
      await deliver();
      otherTab.close();
      expect(warning()).toEqual([]);
      advance(7_999);
      expect(warning()).toEqual([]);
    });

    it('activity here is told to the other tabs, at most once a second', async () => {
      await mount();
      // The first route counted as activity and was told already.
      advance(1_000);
      const heard: unknown[] = [];
      const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
      otherTab.onmessage = (event) => heard.push(event.data);
      fireEvent.click(document.body);
      fireEvent.scroll(window);
      await deliver();
      expect(heard).toEqual(['activity']);
      advance(1_000);
      fireEvent.keyDown(document.body, { key: 'a' });
      await deliver();
      otherTab.close();
      expect(heard).toEqual(['activity', 'activity']);
    });
  });
});
