import { buildOAuthInitUrl, OAUTH_POPUP_SIZE } from './oauth-url';

describe('social sign-in popup URL', () => {
  it('opens /oauth/init with service, redirect_url and type_auth in a 640x480 window', () => {
    expect(buildOAuthInitUrl({ service: 'google', redirectUrl: 'https://casino.example/pl', typeAuth: 'login' })).toBe(
      '/oauth/init?service=google&redirect_url=https%3A%2F%2Fcasino.example%2Fpl&type_auth=login',
    );
    expect(OAUTH_POPUP_SIZE).toEqual({ width: 640, height: 480 });
  });
});
