import { parseLocation } from '../location';
import { isRegisterSuccess, REGISTER_SUCCESS_QUERY, withoutRegisterSuccess } from './register-success';

describe('rule: register=success', () => {
  it.each([
    ['?register=success', true],
    ['?a=1&register=success', true],
    ['?register=failed', false],
    ['', false],
  ])('%s is a registration success: %s', (search, expected) => {
    expect(isRegisterSuccess(search)).toBe(expected);
  });

  it('is the query register=success and can be removed again', () => {
    expect(REGISTER_SUCCESS_QUERY).toEqual({ register: 'success' });
    expect(withoutRegisterSuccess(parseLocation('/pl/gamehall?register=success&x=1#top'))).toBe('/pl/gamehall?x=1#top');
  });
});
