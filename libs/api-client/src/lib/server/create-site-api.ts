import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';

/**
 * True where no document exists: a server render (Node). Browsers and the jsdom of the specs have one. Read once,
 * when the module loads; nothing of the page is touched.
 */
const renderingOnServer = typeof document === 'undefined';

/**
 * RTK Query's createApi for the site's apis (platform and CMS). On a server render the query hooks start their
 * requests while the page renders (`unstable__sideEffectsInRender`, RTK Query's switch for server rendering): a
 * server render has no effects, so without it every page's own hooks would stay unasked and the HTML would hold
 * skeletons. `createSiteRenderer` renders the page, waits for what its hooks asked, and renders again until no new
 * request starts. In the browser the hooks subscribe in effects, as usual.
 */
export const createSiteApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: renderingOnServer }));
