import {
  backButton,
  closingBehavior,
  emitEvent,
  hapticFeedback,
  init,
  isTMA,
  mainButton,
  miniApp,
  mockTelegramEnv,
  openLink,
  openTelegramLink,
  retrieveRawInitData,
  retrieveRawLaunchParams,
  settingsButton,
  shareURL,
  themeParams,
  viewport,
} from '@tma.js/sdk-react';

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

const NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };

/** The browser window as a Telegram client reports its viewport: a desktop client's is always expanded and stable. */
const windowViewport = () => ({ height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });

/**
 * The answers a Telegram client gives to the mini-app's requests, for the mocked environment: without them the
 * SDK waits for ever (the viewport, for one, asks for the safe areas before it binds its CSS variables). Events
 * go out after the request, as a client's do.
 */
export function answerAsTelegramClient(name: string, emit: (eventType: string, eventData: unknown) => void = emitEvent): boolean {
  const answers: Record<string, () => [string, unknown]> = {
    web_app_request_theme: () => ['theme_changed', { theme_params: tokenThemeParams() }],
    web_app_request_viewport: () => ['viewport_changed', windowViewport()],
    web_app_request_safe_area: () => ['safe_area_changed', NO_INSETS],
    web_app_request_content_safe_area: () => ['content_safe_area_changed', NO_INSETS],
  };
  const answer = answers[name];
  if (!answer) return false;
  setTimeout(() => emit(...answer()), 0);
  return true;
}

/**
 * Whether a Telegram client can hear us: its native bridge (mobile, desktop) or a parent frame (Telegram Web).
 * Launch parameters alone are not enough: the SDK keeps them in session storage, so a page reloaded after a
 * mocked start would otherwise skip the mock and fail on the first event it posts.
 */
function hasTelegramTransport(): boolean {
  const proxy = (window as { TelegramWebviewProxy?: { postEvent?: unknown } }).TelegramWebviewProxy;
  return typeof proxy?.postEvent === 'function' || window.parent !== window;
}

/**
 * The launch parameters of the mocked environment: those that arrived with the page (in the URL hash, as Telegram's
 * web client and the emulator's development launch route put them; or kept from this tab's earlier load) over
 * defaults of our own. `mockTelegramEnv` stores what it is given as the launch parameters, so dropping the ones
 * that arrived would drop the init data, and the player would never be signed up.
 */
export function mockLaunchParams(arrived: string | undefined, theme: Record<string, string> = tokenThemeParams()): URLSearchParams {
  const params = new URLSearchParams({ tgWebAppPlatform: 'web', tgWebAppVersion: '8.0', tgWebAppThemeParams: JSON.stringify(theme) });
  for (const [key, value] of new URLSearchParams(arrived ?? '')) params.set(key, value);
  return params;
}

/** The raw launch parameters the SDK can find (URL, navigation entry, session storage), or undefined. */
function arrivedLaunchParams(): string | undefined {
  try {
    return retrieveRawLaunchParams();
  } catch {
    return undefined;
  }
}

/**
 * Starts the Telegram SDK: theme parameters become CSS variables (--tg-theme-*), the viewport is expanded and its
 * size bound to CSS variables, and the back button is mounted (the router drives it). In a normal browser
 * (development, tests) the SDK runs in its mocked environment, where the requests a client answers are answered.
 */
export function startTelegramSdk() {
  if (!isTMA() || !hasTelegramTransport()) {
    mockTelegramEnv({
      launchParams: mockLaunchParams(arrivedLaunchParams()),
      onEvent: ({ name }, next) => {
        if (!answerAsTelegramClient(name)) next();
      },
    });
    // A client tells the mini-app when its window changes size.
    window.addEventListener('resize', () => emitEvent('viewport_changed', windowViewport()));
  }
  init();
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  settingsButton.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
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
  followTelegramScheme();
  miniApp.ready.ifAvailable();
}

/** A colour of our own palette (a design token), as `#rrggbb`. */
const ownColor = (token: string) => getComputedStyle(document.documentElement).getPropertyValue(token).trim() as `#${string}`;

/**
 * The mini-app's palette beside Telegram's (telegram-theme.css): in a dark Telegram theme the page takes Telegram's
 * colours, and Telegram draws its header and background in them; in a light one the page keeps the casino's dark
 * palette (its art, cards and contrast are drawn for it), and Telegram's header, background and bottom bar take the
 * palette's colours, so the screen is one piece either way.
 */
function followTelegramScheme() {
  const apply = () => {
    const dark = themeParams.isDark();
    document.documentElement.dataset['telegramScheme'] = dark ? 'dark' : 'light';
    miniApp.setHeaderColor.ifAvailable(dark ? 'secondary_bg_color' : ownColor('--color-surface'));
    miniApp.setBgColor.ifAvailable(dark ? 'bg_color' : ownColor('--color-bg'));
    miniApp.setBottomBarColor.ifAvailable(dark ? 'bottom_bar_bg_color' : ownColor('--color-surface'));
  };
  apply();
  themeParams.isDark.sub(apply);
}

/** The mini-app's raw init data for the Telegram sign-up; undefined outside Telegram (mocked environment). */
export function rawInitData(): string | undefined {
  try {
    return retrieveRawInitData();
  } catch {
    return undefined;
  }
}

/** Telegram's own page for sharing a link to a chat (the SDK's `shareURL`); false where the client cannot. */
export function shareLink(url: string, text?: string): boolean {
  if (!shareURL.isAvailable()) return false;
  shareURL(url, text);
  return true;
}

// What the mini-app's components drive once the SDK has loaded (see use-telegram-sdk.ts).
export { backButton, closingBehavior, hapticFeedback, mainButton, openLink, openTelegramLink, settingsButton, shareURL, viewport };
