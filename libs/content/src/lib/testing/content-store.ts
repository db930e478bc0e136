import { configureCmsApi } from '@casino/cms-client';
import { createCmsTestStore } from '@casino/cms-client/testing';

/**
 * The store the page needs: the CMS cache with its middleware. jsdom needs an absolute CMS root; the browser
 * (Storybook) keeps the same-origin default.
 */
export function createContentStore(origin?: string) {
  if (origin) configureCmsApi({ baseUrl: `${origin}/cms/api`, getLocale: () => 'en' });
  return createCmsTestStore();
}
