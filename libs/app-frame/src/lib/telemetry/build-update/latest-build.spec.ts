import { BUILD_POLL_INTERVAL_MS, fetchLatestBuildId, isNewerBuild, startBuildPoller, type FetchLike } from './latest-build';

describe('isNewerBuild', () => {
  it.each([
    { running: 'b1', latest: 'b2', newer: true },
    { running: 'b1', latest: 'b1', newer: false },
    { running: 'b1', latest: null, newer: false },
    { running: 'b1', latest: '', newer: false },
    { running: undefined, latest: 'b2', newer: false },
  ])('running $running, latest $latest: $newer', ({ running, latest, newer }) => {
    expect(isNewerBuild(running, latest)).toBe(newer);
  });
});

describe('fetchLatestBuildId', () => {
  const answer = (ok: boolean, body: unknown): FetchLike => async () => ({ ok, json: async () => body });

  it.each([
    { name: 'a manifest', fetchImpl: answer(true, { id: 'b2' }), expected: 'b2' },
    { name: 'a 404', fetchImpl: answer(false, { id: 'b2' }), expected: null },
    { name: 'no id', fetchImpl: answer(true, {}), expected: null },
    { name: 'an empty id', fetchImpl: answer(true, { id: '' }), expected: null },
    { name: 'a number id', fetchImpl: answer(true, { id: 2 }), expected: null },
    { name: 'HTML instead of JSON', fetchImpl: (async () => ({ ok: true, json: async () => JSON.parse('<html>') })) as FetchLike, expected: null },
    { name: 'a network failure', fetchImpl: (async () => Promise.reject(new TypeError('Failed to fetch'))) as FetchLike, expected: null },
  ])('$name gives $expected', async ({ fetchImpl, expected }) => {
    expect(await fetchLatestBuildId(fetchImpl)).toBe(expected);
  });

  it('asks for /builds/latest.json past every cache', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => ({ ok: true, json: async () => ({ id: 'b1' }) }));
    await fetchLatestBuildId(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json', expect.objectContaining({ cache: 'no-store' }));
  });
});

describe('startBuildPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 5 minutes and reports the first newer build once', async () => {
    const answers = ['b1', null, 'b2', 'b3'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const onNewerBuild = vi.fn();
    startBuildPoller({ runningId: 'b1', fetchLatest, onNewerBuild });
    expect(BUILD_POLL_INTERVAL_MS).toBe(300_000);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewerBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * BUILD_POLL_INTERVAL_MS);
    expect(onNewerBuild).toHaveBeenCalledExactlyOnceWith('b2');
    await vi.advanceTimersByTimeAsync(10 * BUILD_POLL_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(onNewerBuild).toHaveBeenCalledTimes(1);
  });

  it('does not poll without a running build id (development)', async () => {
    const fetchLatest = vi.fn(async () => 'b2');
    startBuildPoller({ runningId: undefined, fetchLatest, onNewerBuild: vi.fn() });
    await vi.advanceTimersByTimeAsync(10 * BUILD_POLL_INTERVAL_MS);
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('stops polling when stopped', async () => {
    const fetchLatest = vi.fn(async () => 'b1');
    const stop = startBuildPoller({ runningId: 'b1', fetchLatest, onNewerBuild: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(10 * BUILD_POLL_INTERVAL_MS);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});
