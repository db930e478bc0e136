import { afterLogoutPath } from './logout';

describe('rule: after logout', () => {
  it.each([
    [undefined, '/'],
    ['en', '/'],
    ['pl', '/pl'],
    ['ar', '/ar'],
  ] as const)('in %s goes to %s', (locale, expected) => {
    expect(afterLogoutPath(locale)).toBe(expected);
  });
});
