import { platformErrorHandler } from '@casino/api-client/testing';
import { createTestStore, renderPage, startTestServer } from '@casino/session/testing';
import { act } from '@testing-library/react';
import { HitEffect } from './hit-effect';
import { TRACK_ID_STORAGE_KEY } from './track-id';

const { server } = startTestServer();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Records the address of every Image the page creates (jsdom loads no images). */
function spyOnImages() {
  const sources: string[] = [];
  class RecordingImage {
    set src(value: string) {
      sources.push(value);
    }
  }
  vi.stubGlobal('Image', RecordingImage);
  return sources;
}

/** A SEON agent as the SDK's types describe it, answering with `session`. */
const seonAgent = (session: string) => ({ init: vi.fn(), getSession: vi.fn(async () => session) });

const query = (src: string) => Object.fromEntries(new URL(src, 'http://site.test').searchParams);

describe('HitEffect', () => {
  beforeEach(() => localStorage.setItem(TRACK_ID_STORAGE_KEY, 'track-123'));

  it.each([
    { name: 'SEON off', seon: false, seonSession: '' },
    { name: 'SEON on', seon: true, seonSession: 'seon-abc' },
  ])('sends /hit once, 3 s after start, with $name', async ({ seon, seonSession }) => {
    const store = await createTestStore({ generalInfo: { is_seon_enabled: seon } });
    const sources = spyOnImages();
    const agent = seonAgent('seon-abc');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage(<HitEffect loadSeonAgent={async () => agent} />, { store });
    // The agent starts with the page, so it observes it from the start; off, it is never loaded.
    expect(agent.init).toHaveBeenCalledTimes(seon ? 1 : 0);
    act(() => vi.advanceTimersByTime(2_999));
    expect(sources).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(sources).toHaveLength(1);
    expect(sources[0]?.startsWith('/hit?')).toBe(true);
    expect(query(sources[0] ?? '')).toEqual({ referer: '', track_id: 'track-123', seon_session: seonSession });
    act(() => vi.advanceTimersByTime(60_000));
    expect(sources).toHaveLength(1);
  });

  it('still sends it when general info fails, without SEON', async () => {
    server.use(platformErrorHandler('metadata.getgeneralinfo', 'InternalServerErrorException', { status: 400 }));
    const sources = spyOnImages();
    const agent = seonAgent('seon-abc');
    await renderPage(<HitEffect loadSeonAgent={async () => agent} />, { state: {} });
    await vi.waitFor(() => expect(sources).toHaveLength(1), { timeout: 5_000 });
    expect(query(sources[0] ?? '')).toMatchObject({ seon_session: '' });
    expect(agent.init).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'cannot be loaded', load: () => Promise.reject(new Error('blocked')) },
    { name: 'never answers', load: async () => ({ init: vi.fn(), getSession: () => new Promise<string>(() => undefined) }) },
  ])('sends it with an empty seon_session when the agent $name', async ({ load }) => {
    const store = await createTestStore({ generalInfo: { is_seon_enabled: true } });
    const sources = spyOnImages();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage(<HitEffect loadSeonAgent={load} />, { store });
    await act(async () => vi.advanceTimersByTime(3_000));
    // SEON's own default time limit: the hit waits no longer for a session.
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(sources).toHaveLength(1);
    expect(query(sources[0] ?? '')).toMatchObject({ seon_session: '' });
  });
});
