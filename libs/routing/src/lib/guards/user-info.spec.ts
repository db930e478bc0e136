import { navigationTo } from './navigation-context.fixture';
import { userInfo } from './user-info';

describe('guard 4: user info loading', () => {
  it.each([
    [false, { type: 'load-user' }],
    [true, { type: 'continue' }],
  ])('with userLoaded %s decides %o', (userLoaded, expected) => {
    expect(userInfo(navigationTo('/pl/cashier', { userLoaded }))).toEqual(expected);
  });
});
