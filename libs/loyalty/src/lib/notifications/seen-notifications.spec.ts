import { creditNotificationFixture, levelNotificationFixture } from '../testing/loyalty-fixtures';
import { notificationKey, readSeen, SEEN_LIMIT, unseenOf, writeSeen } from './seen-notifications';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};

describe('seen notifications', () => {
  it('lists the unseen ones oldest first', () => {
    const seen = new Set<string>();
    expect(unseenOf([creditNotificationFixture, levelNotificationFixture], seen)).toEqual([levelNotificationFixture, creditNotificationFixture]);
    seen.add(notificationKey(levelNotificationFixture));
    expect(unseenOf([creditNotificationFixture, levelNotificationFixture], seen)).toEqual([creditNotificationFixture]);
  });

  it('keys a notification without id by what it says and when', () => {
    const { id: _id, ...withoutId } = creditNotificationFixture;
    expect(notificationKey(creditNotificationFixture)).toBe('id:12');
    expect(notificationKey(withoutId)).toBe('at:2026-11-21T18:05:00Z:points_earned:Coins credited');
  });

  it('remembers them per player, keeping the newest', () => {
    const storage = memoryStorage();
    writeSeen(storage, 7, Array.from({ length: SEEN_LIMIT + 5 }, (_, index) => `id:${index}`));
    const seen = readSeen(storage, 7);
    expect(seen.size).toBe(SEEN_LIMIT);
    expect(seen.has('id:0')).toBe(false);
    expect(seen.has(`id:${SEEN_LIMIT + 4}`)).toBe(true);
    expect(readSeen(storage, 8).size).toBe(0);
  });

  it('treats a broken or unavailable storage as nothing seen', () => {
    expect(readSeen({ getItem: () => '{not json' }, 7).size).toBe(0);
    expect(readSeen(undefined, 7).size).toBe(0);
    expect(() =>
      writeSeen(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        7,
        ['id:1'],
      ),
    ).not.toThrow();
  });
});
