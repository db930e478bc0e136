import { configureCmsApi } from '@casino/cms-client';
import { createCmsTestStore } from '@casino/cms-client/testing';
import type { Locale } from '@casino/platform-contract';

/**
 * The store the page needs: the CMS cache with its middleware. jsdom needs an absolute CMS root; the browser
 * (Storybook) keeps the same-origin default.
 */
export function createContentStore(origin?: string, locale?: Locale) {
  if (origin) configureCmsApi({ baseUrl: `${origin}/cms/api` });
  return createCmsTestStore({ locale });
}
