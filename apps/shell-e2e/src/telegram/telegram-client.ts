import { expect, type Page } from '@playwright/test';

/** One call the mini-app made to Telegram (`postEvent`), as a Telegram client receives it. */
export type PostedEvent = { eventType: string; eventData: Record<string, unknown> | undefined };

/**
 * Records what the mini-app posts to Telegram while it runs in the SDK's mocked environment: the mock installs its
 * own `window.TelegramWebviewProxy` (the native clients' bridge); this page wraps the `postEvent` it installs, so
 * every event the app sends is kept in `window.__telegramPosted`, also across the page loads of a payment.
 */
export async function recordTelegramEvents(page: Page) {
  await page.addInitScript(() => {
    const posted: Array<{ eventType: string; eventData: unknown }> = [];
    let proxy: { postEvent?: (type: string, data?: string) => void } | undefined;
    Object.assign(window, { __telegramPosted: posted });
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      configurable: true,
      get: () => proxy,
      set: (value: { postEvent?: (type: string, data?: string) => void }) => {
        const post = value.postEvent;
        proxy = {
          ...value,
          postEvent: (type: string, data?: string) => {
            posted.push({ eventType: type, eventData: data === undefined ? undefined : (JSON.parse(data) as unknown) });
            post?.(type, data);
          },
        };
      },
    });
  });
}

/** The events the mini-app has posted so far, optionally of one type. */
export const postedEvents = (page: Page, eventType?: string) =>
  page.evaluate(
    (type) => (window as unknown as { __telegramPosted: PostedEvent[] }).__telegramPosted.filter((event) => !type || event.eventType === type),
    eventType,
  );

/** The data of the last event of a type the mini-app posted (undefined before the first). */
export const lastPosted = async (page: Page, eventType: string) => (await postedEvents(page, eventType)).at(-1)?.eventData;

/** Sends an event from the Telegram client to the mini-app (a tap on the Main Button, the Settings Button). */
export const telegramSends = (page: Page, eventType: string, eventData?: unknown) =>
  page.evaluate(
    ([type, data]) =>
      (window as unknown as { Telegram: { WebView: { receiveEvent: (type: string, data: unknown) => void } } }).Telegram.WebView.receiveEvent(type as string, data),
    [eventType, eventData] as const,
  );

/** Waits until Telegram's Main Button shows a text matching `text`, and returns that text. */
export async function expectMainButton(page: Page, text: RegExp): Promise<string> {
  await expect
    .poll(async () => {
      const setup = await lastPosted(page, 'web_app_setup_main_button');
      return setup?.['is_visible'] === true && setup['is_active'] === true ? String(setup['text']) : '';
    })
    .toMatch(text);
  return String((await lastPosted(page, 'web_app_setup_main_button'))?.['text']);
}
