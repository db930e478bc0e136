import { clearRecentSearches, readRecentSearches, RECENT_SEARCHES_KEY, RECENT_SEARCHES_LIMIT, rememberSearch } from './recent-searches';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('recent searches', () => {
  it('keeps the newest first, once per text whatever its case, and only the last few', () => {
    const storage = memoryStorage();
    rememberSearch(storage, 'book');
    rememberSearch(storage, 'fruit');
    expect(rememberSearch(storage, ' Book ')).toEqual(['Book', 'fruit']);
    for (let index = 0; index < 10; index += 1) rememberSearch(storage, `game ${index}`);
    expect(readRecentSearches(storage)).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(readRecentSearches(storage)[0]).toBe('game 9');
  });

  it('ignores blank searches and unreadable storage', () => {
    const storage = memoryStorage();
    expect(rememberSearch(storage, '   ')).toEqual([]);
    storage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches(storage)).toEqual([]);
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, null]));
    expect(readRecentSearches(storage)).toEqual(['ok']);
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(readRecentSearches(undefined)).toEqual([]);
  });
});
