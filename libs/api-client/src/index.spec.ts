import * as api from './index';

describe('@casino/api-client public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual([]);
  });
});
