import { itemsOfPages, mergeById, offsetPaging } from './offset-pages';

describe('mergeById', () => {
  it('appends new items and updates repeated ones in place', () => {
    const current = [
      { id: 1, status: 'pending' },
      { id: 2, status: 'success' },
    ];
    const incoming = [
      { id: 1, status: 'success' },
      { id: 3, status: 'failed' },
    ];
    expect(mergeById(current, incoming)).toEqual([
      { id: 1, status: 'success' },
      { id: 2, status: 'success' },
      { id: 3, status: 'failed' },
    ]);
  });

  it('matches numeric and string ids', () => {
    expect(mergeById([{ id: 7 }], [{ id: '7' }])).toEqual([{ id: '7' }]);
  });
});

describe('offsetPaging', () => {
  const page = (ids: number[], total: number) => ({ items: ids.map((id) => ({ id })), total });

  it('starts at 0 and asks next from where the loaded pages end', () => {
    const first = page([1, 2, 3], 7);
    const second = page([4, 5, 6], 7);
    expect(offsetPaging.initialPageParam).toBe(0);
    expect(offsetPaging.getNextPageParam(first, [first])).toBe(3);
    expect(offsetPaging.getNextPageParam(second, [first, second])).toBe(6);
  });

  it('has no next page at the total, nor after an empty page (a list that shrank)', () => {
    const all = page([1, 2, 3], 3);
    expect(offsetPaging.getNextPageParam(all, [all])).toBeUndefined();
    const empty = page([], 10);
    expect(offsetPaging.getNextPageParam(empty, [page([1, 2], 10), empty])).toBeUndefined();
  });
});

describe('itemsOfPages', () => {
  it('is undefined before the first page and lists a repeated item once, updated', () => {
    expect(itemsOfPages(undefined)).toBeUndefined();
    const pages = [{ items: [{ id: 3, v: 'a' }, { id: 2, v: 'a' }] }, { items: [{ id: 2, v: 'b' }, { id: 1, v: 'a' }] }];
    expect(itemsOfPages({ pages })).toEqual([{ id: 3, v: 'a' }, { id: 2, v: 'b' }, { id: 1, v: 'a' }]);
  });
});
