import { buildQuery, mergeSearch, readQuery, withoutQueryKeys } from './query';

describe('query helpers', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: null, b: undefined }, ''],
    [{ a: 1, b: true, c: 'x y' }, '?a=1&b=true&c=x%20y'],
    [{ tab: ['a', null, 'b'] }, '?tab=a&tab=b'],
  ])('buildQuery(%o) is "%s"', (query, expected) => {
    expect(buildQuery(query)).toBe(expected);
  });

  it.each([
    ['?a=1&b=2&a=3', ['a'], '?b=2'],
    ['?a=1', ['a'], ''],
    ['?q=x+y&z=1', ['z'], '?q=x%20y'],
  ])('withoutQueryKeys(%s, %o) is "%s"', (search, keys, expected) => {
    expect(withoutQueryKeys(search, keys)).toBe(expected);
  });

  it('reads and merges', () => {
    expect(readQuery('?a=%2Fx', 'a')).toBe('/x');
    expect(readQuery('?a=1', 'b')).toBeNull();
    expect(mergeSearch('?a=1', '?b=2')).toBe('?a=1&b=2');
    expect(mergeSearch('', '')).toBe('');
  });
});
