import { backButton, init, isTMA, miniApp, mockTelegramEnv, retrieveRawInitData, themeParams, viewport } from '@tma.js/sdk-react';

/** Our design tokens as Telegram theme parameters, for the mocked environment outside Telegram. */
function tokenThemeParams() {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    bg_color: token('--color-bg'),
    secondary_bg_color: token('--color-surface'),
    text_color: token('--color-text'),
    hint_color: token('--color-text-muted'),
    link_color: token('--color-link'),
    button_color: token('--color-accent'),
    button_text_color: token('--color-text-on-accent'),
  };
}

/**
 * Whether a Telegram client can hear us: its native bridge (mobile, desktop) or a parent frame (Telegram Web).
 * Launch parameters alone are not enough: the SDK keeps them in session storage, so a page reloaded after a
 * mocked start would otherwise skip the mock and fail on the first event it posts.
 */
function hasTelegramTransport(): boolean {
  return 'TelegramWebviewProxy' in window || window.parent !== window;
}

/**
 * Starts the Telegram SDK: theme parameters become CSS variables (--tg-theme-*), the viewport is expanded and its
 * size bound to CSS variables, and the back button is mounted (the router drives it). In a normal browser
 * (development, tests) the SDK runs in its mocked environment.
 */
export function startTelegramSdk() {
  if (!isTMA() || !hasTelegramTransport()) {
    mockTelegramEnv({
      launchParams: new URLSearchParams({
        tgWebAppPlatform: 'web',
        tgWebAppVersion: '8.0',
        tgWebAppThemeParams: JSON.stringify(tokenThemeParams()),
      }),
    });
  }
  init();
  backButton.mount.ifAvailable();
  miniApp.mount.ifAvailable();
  themeParams.mount.ifAvailable();
  themeParams.bindCssVars.ifAvailable();
  if (viewport.mount.isAvailable()) {
    viewport
      .mount()
      .then(() => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
      })
      .catch(() => undefined);
  }
  miniApp.ready.ifAvailable();
}

/** The mini-app's raw init data for the Telegram sign-up; undefined outside Telegram (mocked environment). */
export function rawInitData(): string | undefined {
  try {
    return retrieveRawInitData();
  } catch {
    return undefined;
  }
}
