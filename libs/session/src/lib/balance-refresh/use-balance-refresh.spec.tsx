import { accountFixture, visitorAccountFixture } from '@casino/api-client/testing';
import { act, fireEvent } from '@testing-library/react';
import { useGetAccountInfoQuery } from '@casino/api-client';
import { renderPage } from '../testing/render-page';
import { startTestServer } from '../testing/test-server';
import type { BalanceRefreshSettings } from '@casino/platform-contract';
import { useBalanceRefresh, type BalanceRefresh } from './use-balance-refresh';

const { seen } = startTestServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const accountRequests = async () => (await seen.all()).filter((request) => request.path === '/api/account.getInfo').length;

/** Lets each request finish before the next tick, as it would over a real network. */
async function tick(times: number, ms: number, expectedTotal: (i: number) => number) {
  for (let i = 1; i <= times; i += 1) {
    act(() => vi.advanceTimersByTime(ms));
    await vi.waitFor(async () => expect(await accountRequests()).toBe(expectedTotal(i)));
  }
}

async function mount(settings: Partial<BalanceRefreshSettings>, account = undefined as typeof visitorAccountFixture | undefined) {
  const result: { current?: BalanceRefresh } = {};
  function Balance() {
    useGetAccountInfoQuery();
    result.current = useBalanceRefresh(settings);
    return null;
  }
  await renderPage(<Balance />, { state: { account: account ?? accountFixture } });
  return result;
}

describe('useBalanceRefresh', () => {
  it('refetches the account every interval while enabled', async () => {
    await mount({ isEnabledInterval: true, countSecondsForInterval: 10 });
    await tick(3, 10_000, (i) => i);
  });

  it('sends nothing with the default settings (interval off)', async () => {
    const result = await mount({});
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current?.canRefreshOnClick).toBe(false);
    expect(result.current?.refreshNow()).toBe(false);
    expect(seen.count()).toBe(0);
  });

  it('stops after the turn-off time without activity and resumes on a click', async () => {
    await mount({ isEnabledInterval: true, countSecondsForInterval: 10, countMinutesAfterWhichRequestsTurnedOff: 1 });
    // Ticks at 10..50 s go out; the one at 60 s finds a minute without activity and turns off.
    await tick(12, 10_000, (i) => Math.min(i, 5));
    fireEvent.click(document.body);
    act(() => vi.advanceTimersByTime(0));
    await vi.waitFor(async () => expect(await accountRequests()).toBe(6));
  });

  it('refreshNow respects the delay between clicks', async () => {
    const result = await mount({ isEnabledRequestsAfterClick: true, countSecondsForDelayBetweenClick: 1 });
    expect(result.current?.canRefreshOnClick).toBe(true);
    const clicks: (boolean | undefined)[] = [];
    act(() => {
      clicks.push(result.current?.refreshNow());
      clicks.push(result.current?.refreshNow());
    });
    expect(clicks).toEqual([true, false]);
    await vi.waitFor(async () => expect(await accountRequests()).toBe(1));
  });

  it('does nothing for a visitor (SPEC.md 6)', async () => {
    const result = await mount({ isEnabledInterval: true, isEnabledRequestsAfterClick: true }, visitorAccountFixture);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current?.canRefreshOnClick).toBe(false);
    expect(result.current?.refreshNow()).toBe(false);
    expect(seen.count()).toBe(0);
  });
});
