// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createSessionTestStore } from '../testing/session-test-store';
import { BuildUpdateEffect } from './build-update-effect';
import { BUILD_POLL_INTERVAL_MS } from './latest-build';
import { useBuildUpdate } from './use-build-update';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

function mount(latest: () => Promise<string | null>) {
  const store = createSessionTestStore({ track: () => undefined });
  const reload = vi.fn();
  const fetchLatest = vi.fn(latest);
  let locationKey = 'first';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <BuildUpdateEffect locationKey={locationKey} runningBuildId="b1" fetchLatest={fetchLatest} reload={reload} />
      {children}
    </Provider>
  );
  const view = renderHook(() => useBuildUpdate(reload), { wrapper });
  const navigate = (key: string) => {
    locationKey = key;
    view.rerender();
  };
  return { view, reload, fetchLatest, navigate };
}

describe('BuildUpdateEffect', () => {
  it('sees a newer build at the next poll and reloads on the next route change, not before', async () => {
    const { view, reload, navigate } = mount(async () => 'b2');
    expect(view.result.current.updateAvailable).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS));
    expect(view.result.current.updateAvailable).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    navigate('second');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the manifest names the running build', async () => {
    const { view, reload, fetchLatest, navigate } = mount(async () => 'b1');
    await act(() => vi.advanceTimersByTimeAsync(3 * BUILD_POLL_INTERVAL_MS));
    navigate('second');
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(view.result.current.updateAvailable).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('activate reloads at once', async () => {
    const { view, reload } = mount(async () => 'b2');
    await act(() => vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS));
    view.result.current.activate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
