import { errorPageFor, metadataApi, platformApi, selectFatalError, type ServerTransport } from '@casino/api-client';
import { cmsApi, cmsContentApi, cmsFindsApi } from '@casino/cms-client';
import { detectLocale, loadMessages } from '@casino/i18n';
import { LOCALES, type Locale } from '@casino/platform-contract';
import {
  matchRoute,
  PageHeadContext,
  ResponseStatusContext,
  seoLookupFor,
  splitLocale,
  type PageDataRequest,
  type PageHeadData,
  type ResponseStatusRecorder,
  type RouteName,
} from '@casino/routing';
import { createStore, loadSignedInParts, type AppStore } from '@casino/session';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { PassThrough, Readable } from 'node:stream';
import { buildHeadData } from '../head/head-data';
import { readPageSeo } from '../head/page-seo';
import { composeSite } from '../app/compose-site';
import { siteCatalogues } from '../app/locale-root';
import { siteRoutes } from '../app/router';
import type { Shell } from '../app/shell';
import type { SiteDefinition } from '../app/site-definition';
import { PRODUCT_FEATURES } from '../product/product-features';
import { customCodeHtml } from './custom-code-html';
import { documentHead } from './head-html';
import { hydrationScript } from './hydration-state';
import { scriptsAfterPaint } from './scripts-after-paint';

/** One page request as the web server saw it. */
export type PageRequest = {
  /** The absolute URL the player asked for (scheme and host as the web server saw them). */
  url: string;
  /** The request's headers; cookie, accept-language and user-agent are read and passed on upstream. */
  headers: Readonly<Record<string, string | undefined>>;
  /** This response's CSP nonce: every script element of the page carries it. */
  nonce: string;
  /** The browser build's index.html, its nonce placeholder already replaced with `nonce`. */
  template: string;
  /** Absolute upstreams and the forwarded headers (the client address as the web server saw it); `fetched` starts empty. */
  transport: ServerTransport;
  /** How long the page's data may take before the page is sent with what has arrived (the browser asks the rest). */
  budgetMs: number;
  /** Per route name, its page's chunks in the browser build (files under the site's root), preloaded with the entry. */
  pageAssets?: PageAssets;
};

/** The browser build's JS chunks of each route's page (the page's and its imports); the site has one stylesheet. */
export type PageAssets = Readonly<Record<string, readonly string[]>>;

/**
 * What the web server sends: a redirect, a page streamed as React renders it, or, when the platform did not answer
 * the guards (who the player is, the redirects) within the budget, the app shell for the browser to render.
 */
export type PageResponse =
  | { type: 'redirect'; status: number; location: string; signedIn: boolean }
  | { type: 'page'; status: number; signedIn: boolean; failed: boolean; body: Readable }
  | { type: 'browser-render' };

const ROOT_PATTERN = /<div id="root">[\s\S]*?<\/div>(?=\s*(?:<script|<\/body>))/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for every platform and CMS call under way, and for those they start (the home page asks for the categories,
 * then for the first rows' games), until none is left or the budget is spent: a slow platform delays the page by
 * the budget at most, and what did not arrive is fetched by the browser.
 */
async function settle(store: AppStore, deadline: number): Promise<void> {
  for (;;) {
    const running = [...store.dispatch(platformApi.util.getRunningQueriesThunk()), ...store.dispatch(cmsApi.util.getRunningQueriesThunk())];
    const left = deadline - Date.now();
    if (running.length === 0 || left <= 0) return;
    await Promise.race([Promise.allSettled(running), sleep(left)]);
  }
}

/** How many renders may look for a page's data: a list's games follow its categories, a tile's art its game. */
const MAX_DATA_RENDERS = 4;

/** How many answers (and requests under way) the store holds: a render that asks something new adds one. */
function queryCount(store: AppStore): number {
  const state = store.getState();
  return Object.keys(state[platformApi.reducerPath].queries).length + Object.keys(state[cmsApi.reducerPath].queries).length;
}

/**
 * React sends a finished part (a Suspense boundary, such as the lazy footer) after the rest of the page, hidden, with a
 * script that moves it into place, once the page before it passes this many bytes (12,800 by default), so a browser can
 * paint the top sooner. A page here is sent once its data is in, and is read by crawlers and link previews that run no
 * script: every finished part is written in its place.
 */
const INLINE_EVERY_PART = Number.POSITIVE_INFINITY;

/** A script element without the response's nonce: the prerender has no nonce option, and the CSP would refuse it. */
const SCRIPT_WITHOUT_NONCE = /<script\b(?![^>]*\snonce=)/i;

/**
 * Fetches what the page's own components ask for: on the server their query hooks start their requests while they
 * render (`createSiteApi`), so the page is rendered, its requests awaited, and rendered again while a render asks for
 * something new, all within the budget. The features' page data started the known requests beside the guards
 * already; this finds the rest (a jackpot's details, a tournament's board, the footer).
 *
 * Gives the HTML of the last render when it asked for nothing new: it is the page as it stands, every part rendered
 * (a prerender waits for all of them), so the page is sent as it is instead of rendered once more, which halves the
 * CPU a page costs the server. Null when the page must be rendered again (out of budget, or a part that left a script
 * for the browser, which would lack the response's nonce).
 */
async function fetchPageData(store: AppStore, page: () => ReactElement, deadline: number): Promise<RenderedPage | null> {
  for (let render = 0; render < MAX_DATA_RENDERS; render++) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    const before = queryCount(store);
    const state = store.getState();
    let html: string;
    try {
      const { prelude } = await prerenderToNodeStream(page(), { signal: AbortSignal.timeout(left), onError: () => undefined, progressiveChunkSize: INLINE_EVERY_PART });
      html = await text(prelude);
    } catch {
      return null;
    }
    if (queryCount(store) === before) return SCRIPT_WITHOUT_NONCE.test(html) || store.getState() !== state ? null : { html, state };
    await settle(store, deadline);
  }
  return null;
}

/** A prerender's HTML and the store state it was rendered from: sent only while the store still holds that state. */
type RenderedPage = { html: string; state: unknown };

async function text(stream: AsyncIterable<string | Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Lets go of a render's store once its page is sent: the hooks' subscriptions of a server render are never
 * unsubscribed (no effects run), so a polling query would keep asking the platform, and cached answers keep timers.
 * Resetting each api stops its polls and timers (RTK Query's own clean-up).
 */
function release(store: AppStore): void {
  store.dispatch(platformApi.util.resetApiState());
  store.dispatch(cmsApi.util.resetApiState());
}

/** A player's session is known by the platform's answer about them: signed in when the account has a uid. */
function isSignedIn(store: AppStore): boolean {
  const queries = store.getState()[platformApi.reducerPath].queries;
  return Object.values(queries).some(
    (entry) => entry?.endpointName === 'getAccountInfo' && ((entry.data as { uid?: number } | undefined)?.uid ?? 0) > 0,
  );
}

/**
 * A platform or CMS call of the page failed (a 500, a 429, a dropped connection): the page shows that failure with a
 * retry, right for the one visitor who met it, wrong to keep and send to every visitor of the next seconds. A call
 * still on its way when the budget ran out is no failure: the browser asks it, for every visitor alike.
 */
function anyFailed(store: AppStore): boolean {
  const state = store.getState();
  return [state[platformApi.reducerPath].queries, state[cmsApi.reducerPath].queries].some((queries) =>
    Object.values(queries).some((entry) => entry?.status === 'rejected'),
  );
}

/** Accept-Language as a list of language tags, most preferred first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/**
 * The locale a visitor (a request without a cookie, so no stored choice and no session) is sent to by Accept-Language
 * alone: with the URL, it decides a visitor's page (`/` renders for one visitor and redirects to `/pl` for another),
 * so the web server keys its cache of visitor pages by it.
 */
export function visitorLocale(acceptLanguage: string | undefined): Locale {
  return detectLocale({ isSignedIn: false, browserLanguages: acceptedLanguages(acceptLanguage) });
}

/**
 * What the frame itself shows on every page, asked for beside the page's own data: the head (SPEC.md 2.8), the custom
 * code, the footer menu and the general info. A part the server rendered without its data would otherwise meet that
 * data already in the browser's cache when it hydrates (a mismatch).
 */
function requestHeadData(store: AppStore, pathname: string, hostname: string): void {
  store.dispatch(cmsContentApi.util.prefetch('getCmsCommon', undefined, {}));
  // The host's SEO defaults and the operator's favicon (the head of every page).
  store.dispatch(cmsFindsApi.util.prefetch('getCmsDomainSeo', hostname, {}));
  store.dispatch(cmsFindsApi.util.prefetch('getCmsWebSetting', undefined, {}));
  store.dispatch(metadataApi.util.prefetch('getGeneralInfo', undefined, {}));
  if (matchRoute(pathname)) store.dispatch(cmsFindsApi.util.prefetch('getCmsSeo', seoLookupFor(pathname).url, {}));
  store.dispatch(cmsContentApi.util.prefetch('getCmsMetaDataTool', undefined, {}));
}

function headOf(store: AppStore, url: URL, locale: Locale, own: PageHeadData | null) {
  const { pathname, origin, hostname } = url;
  const known = matchRoute(pathname) !== null;
  const lookup = seoLookupFor(pathname);
  const state = store.getState();
  const entry = known ? cmsFindsApi.endpoints.getCmsSeo.select(lookup.url)(state).data : undefined;
  const domainEntry = cmsFindsApi.endpoints.getCmsDomainSeo.select(hostname)(state).data;
  const favicon = cmsFindsApi.endpoints.getCmsWebSetting.select()(state).data?.favicon?.url ?? null;
  return buildHeadData({
    pathname,
    origin,
    locale,
    seo: entry ? readPageSeo(entry) : null,
    domainSeo: domainEntry ? readPageSeo(domainEntry) : null,
    own,
    favicon,
    urlReplacements: lookup.replacements,
    known,
  });
}

/**
 * The page's own JS chunks beyond the entry's, preloaded with the entry, not after it: no waterfall on a cold page
 * (see scriptsAfterPaint). What index.html links already is left out.
 */
function scriptsOfPage({ pageAssets: byRoute, template }: PageRequest, pathname: string): string[] {
  const route = matchRoute(pathname)?.route.name;
  const files = route ? byRoute?.[route] : undefined;
  return (files ?? []).filter((file, index, all) => !template.includes(`/${file}"`) && all.indexOf(file) === index).map((file) => `/${file}`);
}

/** The HTTP status of a rendered page: a fatal error's (SPEC.md 8), the 404 of an unknown path, else the router's. */
function statusOf(store: AppStore, context: StaticHandlerContext): number {
  const fatal = selectFatalError(store.getState());
  if (fatal) return errorPageFor(fatal) === 'maintenance' ? 503 : 403;
  if (context.matches.some((match) => match.route.id?.startsWith('not-found:'))) return 404;
  return context.statusCode;
}

/**
 * The server renderer of a shell: every route of SPEC.md 2.1 in every locale, through the same route tree and guard
 * chain as the browser (the guards' redirects become HTTP redirects), the page's data fetched with the same RTK
 * Query endpoints (the features' page data) from the platform itself as the player, the head of SPEC.md 2.8 in the
 * HTML, React 19 streaming the page into index.html, and the store's answers and the router's data written for the
 * browser to hydrate with (`hydrateSite`).
 */
export function createSiteRenderer(shell: Shell) {
  const site: SiteDefinition = composeSite(shell, PRODUCT_FEATURES);
  // Every catalogue: whatever the page shows has its texts (the browser loads the page's with its chunk).
  const catalogues = [...siteCatalogues(site), ...site.featureCatalogues];
  // Every page's code and every locale's texts load now, and a render's time budget starts once they have: loading a
  // page's modules inside its first render (on a busy server, seconds) sent the first visitors of a page after a
  // start the browser's copy to render, with no content for a crawler.
  const warm = Promise.all([
    ...Object.values(site.pages).map((load) => load?.().catch(() => undefined)),
    // A signed-in page's hints and clock: rendered as the browser hydrates them, loaded (loadSignedInParts).
    loadSignedInParts().catch(() => undefined),
    ...LOCALES.map((locale) => loadMessages(catalogues, locale).catch(() => undefined)),
  ]);

  return async function renderPage(request: PageRequest): Promise<PageResponse> {
    await warm;
    const url = new URL(request.url);
    const { locale } = splitLocale(url.pathname);
    const store = createStore({ locale, serverTransport: request.transport });
    const deadline = Date.now() + request.budgetMs;
    const messages = loadMessages(catalogues, locale);
    // Page data loaded on demand starts its requests once its module is in: they are waited for with the others.
    const pageDataStarted: Promise<void>[] = [];
    const routes = siteRoutes(store, site, {
      facts: {
        cookie: request.headers['cookie'] ?? '',
        languages: acceptedLanguages(request.headers['accept-language']),
        hostname: url.hostname,
      },
      followUps: new Map(),
      // Every request is an entry, and a request carries no hash: the browser keeps its own across a redirect.
      locations: (target) => ({ to: { pathname: target.pathname, search: target.search, hash: '' }, from: null }),
      opensDialogs: false,
      prefetchPage: (route: RouteName, pageRequest: PageDataRequest) =>
        void pageDataStarted.push(Promise.resolve(site.pageData[route]?.(store.dispatch, pageRequest)).catch(() => undefined)),
    });
    requestHeadData(store, url.pathname, url.hostname);
    const handler = createStaticHandler(routes);
    const query = handler.query(new Request(url, { headers: { accept: 'text/html' } }));
    // The guards cannot tell which page (or redirect) this is before the platform says who the player is: a platform
    // slower than the budget would hold the player's first byte with it, so the browser is given the page to render.
    const late = Symbol('late');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const context = await Promise.race([query, new Promise<typeof late>((resolve) => (timer = setTimeout(resolve, Math.max(deadline - Date.now(), 0), late)))]);
    clearTimeout(timer);
    if (context === late) {
      void query.finally(() => release(store)).catch(() => undefined);
      return { type: 'browser-render' };
    }
    if (context instanceof Response) {
      const location = context.headers.get('Location') ?? '/';
      return { type: 'redirect', status: context.status, location, signedIn: isSignedIn(store) };
    }
    await Promise.all(pageDataStarted);
    await Promise.all([settle(store, deadline), messages]);

    const recorded: { status?: number; head: PageHeadData | null } = { head: null };
    const recorder: ResponseStatusRecorder = (status) => {
      recorded.status = status;
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = () => {
      // What the page says of itself is the last render's: the one sent.
      recorded.head = null;
      return (
        <StrictMode>
          <ResponseStatusContext value={recorder}>
            <PageHeadContext value={(head) => void (recorded.head = head)}>
              <Provider store={store}>
                <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
              </Provider>
            </PageHeadContext>
          </ResponseStatusContext>
        </StrictMode>
      );
    };
    const rendered = await fetchPageData(store, page, deadline);
    // An answer that arrived just now is listed as fetched by its base query a few microtasks before RTK Query stores
    // it: one macrotask later both are done, so the page never lists a path whose answer it does not carry (the
    // browser would ask it again). Seen at a load average of 30, when the budget ran out as answers came in.
    await new Promise((resolve) => setImmediate(resolve));
    const tool = cmsContentApi.endpoints.getCmsMetaDataTool.select()(store.getState()).data;
    const code = customCodeHtml(tool ? (tool.customCodes ?? []) : undefined, request.nonce);
    /** index.html around the page's root, its head written once the page has rendered and said what it is. */
    const documentAround = () => {
      const head = headOf(store, url, locale, recorded.head);
      const scripts = scriptsAfterPaint(documentHead(request.template, head, request.nonce), scriptsOfPage(request, url.pathname), request.nonce);
      const [before = '', rest = ''] = scripts.head.replace('<body>', `<body>${code.bodyStart}`).split(ROOT_PATTERN);
      return { before: before.replace('</head>', `${code.head}</head>`), after: rest.replace('</body>', `${scripts.loader}${code.bodyEnd}</body>`) };
    };
    const state = hydrationScript(store, context, request.nonce, request.transport.fetched);

    // Only when no answer arrived since that render: the HTML must show what the hydration state hands the browser.
    if (rendered !== null && rendered.state === store.getState()) {
      const sent = { type: 'page', status: recorded.status ?? statusOf(store, context), signedIn: isSignedIn(store), failed: anyFailed(store) } as const;
      const { before, after } = documentAround();
      release(store);
      return { ...sent, body: Readable.from([`${before}<div id="root">${rendered.html}</div>${state}${after}`]) };
    }

    return new Promise((resolve, reject) => {
      const body = new PassThrough();
      const react = new PassThrough();
      let after = '';
      react.on('data', (chunk: Buffer) => body.write(chunk));
      react.on('end', () => {
        clearTimeout(giveUp);
        release(store);
        body.end(`</div>${state}${after}`);
      });
      const stream = renderToPipeableStream(page(), {
        nonce: request.nonce,
        progressiveChunkSize: INLINE_EVERY_PART,
        onShellReady() {
          const document = documentAround();
          after = document.after;
          body.write(`${document.before}<div id="root">`);
          stream.pipe(react);
          resolve({ type: 'page', status: recorded.status ?? statusOf(store, context), signedIn: isSignedIn(store), failed: anyFailed(store), body });
        },
        onShellError(error) {
          release(store);
          reject(error);
        },
        onError(error) {
          // A part that failed on the server is rendered by the browser instead (React's client fallback).
          console.error('[ssr]', url.pathname, error);
        },
      });
      // What has not rendered by then is left to the browser (React sends those boundaries for it to render).
      const giveUp = setTimeout(() => stream.abort(), Math.max(deadline - Date.now(), 0) + 2000);
    });
  };
}
