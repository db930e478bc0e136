import * as api from './index';

describe('@casino/gamehall public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual([]);
  });
});
