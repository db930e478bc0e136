import { buildHitUrl } from './hit-url';
import { readTrackId, TRACK_ID_STORAGE_KEY } from './track-id';

describe('buildHitUrl', () => {
  it.each([
    [{ referer: '', trackId: 'abc', seonSession: '' }, '/hit?referer=&track_id=abc&seon_session='],
    [
      { referer: 'https://search.example/?q=casino bonus&x=1', trackId: 'V1StGXR8_Z5jdHi6B-myT', seonSession: 'seon:1/2' },
      '/hit?referer=https%3A%2F%2Fsearch.example%2F%3Fq%3Dcasino+bonus%26x%3D1&track_id=V1StGXR8_Z5jdHi6B-myT&seon_session=seon%3A1%2F2',
    ],
  ])('%o -> %s', (params, expected) => {
    expect(buildHitUrl(params)).toBe(expected);
    const query = new URL(expected, 'http://site.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ referer: params.referer, track_id: params.trackId, seon_session: params.seonSession });
  });
});

describe('readTrackId', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };

  it('creates the id once and then keeps it', () => {
    const storage = memoryStorage();
    const first = readTrackId(storage);
    expect(first).toMatch(/^[\w-]{21}$/);
    expect(storage.getItem(TRACK_ID_STORAGE_KEY)).toBe(first);
    expect(readTrackId(storage)).toBe(first);
  });

  it('keeps an id stored earlier', () => {
    const storage = memoryStorage();
    storage.setItem(TRACK_ID_STORAGE_KEY, 'stored-id');
    expect(readTrackId(storage)).toBe('stored-id');
  });

  it('still gives an id when storage is blocked or missing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readTrackId(blocked, () => 'fresh')).toBe('fresh');
    expect(readTrackId(undefined, () => 'fresh')).toBe('fresh');
  });
});
