import type { APIRequestContext, Page } from '@playwright/test';
import { clearFaults, freshPage, setFaults } from '../emulator-admin';

/** Switches an emulator error on for the platform methods matching `pattern` (on the emulator's own address). */
export const injectFault = (request: APIRequestContext, pattern: string, errorType: string) =>
  setFaults(request, [{ pattern, kind: 'error', error_type: errorType }]);

export { clearFaults, freshPage };

/** The path, query and hash the address bar shows. */
export const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
