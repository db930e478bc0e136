import { answerAsTelegramClient, mockLaunchParams } from './telegram-sdk';

describe('the mocked Telegram client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['web_app_request_safe_area', 'safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }],
    ['web_app_request_content_safe_area', 'content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }],
    ['web_app_request_viewport', 'viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true }],
  ])('answers %s with %s, after the request has gone out', (request, event, data) => {
    const emit = vi.fn();
    expect(answerAsTelegramClient(request, emit)).toBe(true);
    expect(emit).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(emit).toHaveBeenCalledWith(event, data);
  });

  it('answers the theme request with theme parameters', () => {
    const emit = vi.fn();
    answerAsTelegramClient('web_app_request_theme', emit);
    vi.runAllTimers();
    expect(emit).toHaveBeenCalledWith('theme_changed', { theme_params: expect.objectContaining({ bg_color: expect.any(String) }) });
  });

  it('leaves the other methods to the default transport', () => {
    const emit = vi.fn();
    expect(answerAsTelegramClient('web_app_setup_back_button', emit)).toBe(false);
    vi.runAllTimers();
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('the launch parameters of the mocked environment', () => {
  const theme = { bg_color: '#000000' };

  it('keep the init data and parameters that arrived with the page', () => {
    const arrived = new URLSearchParams({ tgWebAppData: 'user=%7B%7D&hash=ab', tgWebAppVersion: '8.0', tgWebAppPlatform: 'web', tgWebAppThemeParams: '{"bg_color":"#17122b"}' });
    const params = mockLaunchParams(arrived.toString(), theme);
    expect(params.get('tgWebAppData')).toBe('user=%7B%7D&hash=ab');
    expect(params.get('tgWebAppThemeParams')).toBe('{"bg_color":"#17122b"}');
  });

  it('fall back to a web client of version 8.0 in our theme when nothing arrived', () => {
    const params = mockLaunchParams(undefined, theme);
    expect(Object.fromEntries(params)).toEqual({ tgWebAppPlatform: 'web', tgWebAppVersion: '8.0', tgWebAppThemeParams: '{"bg_color":"#000000"}' });
  });
});
