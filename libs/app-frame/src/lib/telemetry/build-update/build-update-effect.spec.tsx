// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { BuildUpdateEffect } from './build-update-effect';
import { BUILD_POLL_INTERVAL_MS } from './latest-build';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

function mount(latest: () => Promise<string | null>) {
  const reload = vi.fn();
  const fetchLatest = vi.fn(latest);
  const effect = (locationKey: string) => <BuildUpdateEffect locationKey={locationKey} runningBuildId="b1" fetchLatest={fetchLatest} reload={reload} />;
  const view = render(effect('first'));
  const navigate = (key: string) => view.rerender(effect(key));
  return { reload, fetchLatest, navigate };
}

describe('BuildUpdateEffect', () => {
  it('sees a newer build at the next poll and reloads on the next route change, not before', async () => {
    const { reload, fetchLatest, navigate } = mount(async () => 'b2');
    navigate('second');
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    navigate('third');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the manifest names the running build', async () => {
    const { reload, fetchLatest, navigate } = mount(async () => 'b1');
    await act(() => vi.advanceTimersByTimeAsync(3 * BUILD_POLL_INTERVAL_MS));
    navigate('second');
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops polling once a newer build is known', async () => {
    const { fetchLatest } = mount(async () => 'b2');
    await act(() => vi.advanceTimersByTimeAsync(3 * BUILD_POLL_INTERVAL_MS));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
});
