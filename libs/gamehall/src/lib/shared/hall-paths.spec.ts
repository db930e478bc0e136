import { hallPath, providersSearch, readHallFilter, readProviders } from './hall-paths';

describe('game hall URLs', () => {
  it.each([
    [{ category: null, providers: [] }, 'en', '/gamehall'],
    [{ category: 'slots', providers: [] }, 'en', '/gamehall/slots'],
    [{ category: null, providers: ['aurora', 'north live'] }, 'en', '/gamehall?providers=aurora,north%20live'],
    [{ category: 'live', providers: ['aurora'] }, 'pl', '/pl/gamehall/live?providers=aurora'],
  ] as const)('%o in %s is %s', (filter, locale, expected) => {
    expect(hallPath(locale, filter)).toBe(expected);
  });

  it('reads a comma-separated providers list, dropping blanks and repeats', () => {
    expect(readProviders('?providers=aurora,,northlive,aurora')).toEqual(['aurora', 'northlive']);
    expect(readProviders('?providers=a%2Cb')).toEqual(['a', 'b']);
    expect(readProviders('')).toEqual([]);
  });

  it.each([
    [undefined, '', { category: null, providers: [] }],
    ['live', '?providers=aurora,northlive', { category: 'live', providers: ['aurora', 'northlive'] }],
    [undefined, '?category=slots', { category: 'slots', providers: [] }],
    ['live', '?category=slots', { category: 'live', providers: [] }],
    [undefined, '?category=', { category: null, providers: [] }],
  ] as const)('reads the filter of /gamehall/%s%s', (id, search, expected) => {
    expect(readHallFilter(id, search)).toEqual(expected);
  });

  it('writes no query without providers', () => {
    expect(providersSearch([])).toBe('');
  });
});
