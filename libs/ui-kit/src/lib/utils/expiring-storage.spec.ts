import { keepForAWhile, takeRecent } from './expiring-storage';

describe('a value kept in storage for a while', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read back once, with the time it was stored', () => {
    keepForAWhile(sessionStorage, 'flow', { path: '/game/x' }, 1_000);
    expect(takeRecent(sessionStorage, 'flow', 500, 1_500)).toEqual({ path: '/game/x', at: 1_000 });
    expect(takeRecent(sessionStorage, 'flow', 500, 1_500)).toBeNull();
  });

  it.each([
    ['too old', JSON.stringify({ at: 1_000 }), 1_501],
    ['from the future', JSON.stringify({ at: 2_000 }), 1_500],
    ['without a time', JSON.stringify({ path: '/x' }), 1_500],
    ['with a time that is not a number', JSON.stringify({ at: '1000' }), 1_500],
    ['not JSON', '/game/x', 1_500],
    ['not an object', JSON.stringify([1_000]), 1_500],
    ['null', 'null', 1_500],
  ])('is nothing when %s, and is removed', (_, raw, now) => {
    sessionStorage.setItem('flow', raw);
    expect(takeRecent(sessionStorage, 'flow', 500, now)).toBeNull();
    expect(sessionStorage.getItem('flow')).toBeNull();
  });

  it('is nothing, without an error, when the storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => keepForAWhile(blocked, 'flow', { path: '/x' })).not.toThrow();
    expect(takeRecent(blocked, 'flow', 500)).toBeNull();
    expect(takeRecent(undefined, 'flow', 500)).toBeNull();
  });
});
