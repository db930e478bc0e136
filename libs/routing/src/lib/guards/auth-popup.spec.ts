import { parseLocation } from '../location';
import { authPopup, SHOW_POPUP_REG_STORAGE_KEY, withoutAuthPopupKeys } from './auth-popup';
import { navigationTo } from './navigation-context.fixture';

describe('guard 3: authorization popup', () => {
  it.each([
    ['/?show_popup_reg=1', 'register', false, '/', '1'],
    ['/pl/offers?show_popup_reg=promo&prevent_close=1', 'register', true, '/pl/offers', 'promo'],
    ['/?show_popup_auth=1', 'login', false, '/', undefined],
    ['/pt-BR/gamehall?show_popup_auth&prevent_close=1&providers=a#top', 'login', true, '/pt-BR/gamehall?providers=a#top', undefined],
    ['/?prevent_close=0&show_popup_auth=1', 'login', false, '/', undefined],
    ['/?show_popup_auth=1&show_popup_reg=1', 'register', false, '/', '1'],
  ] as const)('%s opens %s (non-closable: %s), closing leads to %s', (url, mode, preventClose, closeTo, stored) => {
    const decision = authPopup(navigationTo(url));
    expect(decision).toEqual({
      type: 'open-dialog',
      dialog: { id: 'auth', mode, preventClose },
      onClose: { type: 'redirect', to: closeTo, replace: true },
      ...(stored !== undefined && { remember: { key: 'show_popup_reg', value: stored } }),
    });
  });

  it('stores show_popup_reg under its own name', () => {
    expect(SHOW_POPUP_REG_STORAGE_KEY).toBe('show_popup_reg');
  });

  it.each([
    ['no popup key is given', '/pl/offers?prevent_close=1', false],
    ['the player is signed in', '/?show_popup_reg=1', true],
  ])('continues when %s', (_, url, isAuthenticated) => {
    expect(authPopup(navigationTo(url, { isAuthenticated }))).toEqual({ type: 'continue' });
  });

  it.each([
    ['/?show_popup_reg=1&prevent_close=1', '/'],
    ['/pl/offers?a=1&show_popup_auth=1&b=2#x', '/pl/offers?a=1&b=2#x'],
    ['/pt-BR?redirectUrl=%2Fpt-BR%2Fcashier&show_popup_auth=1', '/pt-BR?redirectUrl=%2Fpt-BR%2Fcashier'],
  ])('removes the popup keys from %s', (url, expected) => {
    expect(withoutAuthPopupKeys(parseLocation(url))).toBe(expected);
  });
});
