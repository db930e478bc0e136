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

const query = (src: string) => Object.fromEntries(new URL(src, 'http://site.test').searchParams);

describe('HitEffect', () => {
  beforeEach(() => localStorage.setItem(TRACK_ID_STORAGE_KEY, 'track-123'));

  it.each([
    { name: 'SEON off', seon: false, seonSession: '' },
    { name: 'SEON on', seon: true, seonSession: 'seon-abc' },
  ])('sends /hit once, 3 s after start, with $name', async ({ seon, seonSession }) => {
    const store = await createTestStore({ generalInfo: { is_seon_enabled: seon } });
    const sources = spyOnImages();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage(<HitEffect getSeonSession={() => 'seon-abc'} />, { store });
    act(() => vi.advanceTimersByTime(2_999));
    expect(sources).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sources).toHaveLength(1);
    expect(sources[0]?.startsWith('/hit?')).toBe(true);
    expect(query(sources[0] ?? '')).toEqual({ referer: '', track_id: 'track-123', seon_session: seonSession });
    act(() => vi.advanceTimersByTime(60_000));
    expect(sources).toHaveLength(1);
  });

  it('still sends it when general info fails, without SEON', async () => {
    server.use(platformErrorHandler('metadata.getgeneralinfo', 'InternalServerErrorException', { status: 400 }));
    const sources = spyOnImages();
    await renderPage(<HitEffect getSeonSession={() => 'seon-abc'} />, { state: {} });
    await vi.waitFor(() => expect(sources).toHaveLength(1), { timeout: 5_000 });
    expect(query(sources[0] ?? '')).toMatchObject({ seon_session: '' });
  });
});
