import * as api from './index';

// Its pages, dialogs, messages and rules are checked with every other feature's in app-frame's product spec.
describe('@casino/support public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(['supportFeature']);
  });
});
