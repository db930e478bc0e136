import { mergeById } from './merge-by-id';

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
