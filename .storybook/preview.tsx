import { accountApi, configurePlatformApi, metadataApi } from '@casino/api-client';
import { generalInfoFixture, platformHandler, platformHandlers } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import type { AppStore } from '@casino/session';
// The harness's own files, not the testing entry: the entry also holds the specs' mock server (msw/node),
// which cannot load in a browser.
import { dialogStandIns } from '../libs/session/src/lib/testing/dialog-stand-in';
import { createTestStore, type TestState } from '../libs/session/src/lib/testing/test-store';
import { DialogHost, preloadDialogs, ToastHost, type DialogRegistry, type Feature } from '@casino/ui-kit';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import '@casino/ui-kit/styles.css';
import { storyViewports } from './viewports';

// A story never waits to retry a failed call: an error story shows its error at once.
configurePlatformApi({ retryBaseDelayMs: 1 });

/** Every lib's English texts: a story shows what the player reads, whichever lib's message it is. */
const messages: Record<string, string> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, string>>('../libs/*/src/messages/en.json', { eager: true, import: 'default' })),
);

/**
 * Story parameters the frame reads:
 * - `router: { initialEntries: ['/gamehall?category=7'], path: '/cashier/paysuccess/:transaction' }` — where the
 *   router starts and the route pattern the story is at (any other path shows where the story led);
 * - `state: { account: { ...accountFixture, two_factor_auth: true } }` or `{}` — what the store holds when the story
 *   renders, and what the mocked platform answers when the page asks again (`{}`: nothing, the page asks itself);
 *   without it, the account and general info the story's `msw` answers, asked for before the story renders;
 * - `msw: [...]` or `beforeEach({ msw }) { msw.use(...) }` — the story's answers of the platform and the CMS;
 * - `dialogStandIns: ['auth']` — dialogs of other features the story opens by id, as stand-ins named 'auth login'.
 */
type FrameParameters = {
  router?: { initialEntries?: InitialEntry[]; path?: string };
  state?: TestState;
  feature?: Pick<Feature, 'dialogs'>;
  dialogStandIns?: string[];
};

/** What the loader below prepares before a story renders. */
type FrameLoaded = { store: AppStore; dialogs: DialogRegistry };

/** Where a story led: the path the router is at. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

type StoryFrameProps = { children: ReactNode; parameters: FrameParameters } & FrameLoaded;

/** The frame of every story: the site's store, English texts, a router, the dialog stack and the toasts. */
function StoryFrame({ children, parameters, store, dialogs }: StoryFrameProps) {
  const { initialEntries = ['/'], path } = parameters.router ?? {};
  return (
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" messages={messages}>
        <MemoryRouter initialEntries={initialEntries}>
          <Routes>
            <Route path={path ?? '*'} element={children} />
            {path && <Route path="*" element={<LocationProbe />} />}
          </Routes>
          <DialogHost registry={dialogs} />
          <ToastHost />
        </MemoryRouter>
      </IntlProvider>
    </Provider>
  );
}

const withFrame: Decorator = (Story, { parameters, loaded }) => (
  <StoryFrame parameters={parameters as FrameParameters} {...(loaded as FrameLoaded)}>
    <Story />
  </StoryFrame>
);

const withMsw = mswLoader();

/**
 * What a story needs before it renders, as renderPage has it for a spec: a fresh store of the site holding what the
 * frame has before any page (the account and general info), and the dialogs of the lib's feature with their code.
 * A play function then never waits on an answer or a chunk that a loaded machine serves slowly (the flaky profile
 * stories waited on the account, then on the answer to their click, within one patience).
 */
const frameLoader: Loader = async (context) => {
  // After MSW: the loaders of one level run at once, and the store's first questions must reach the mocked platform.
  await withMsw(context);
  const { state, feature, dialogStandIns: others = [] } = context.parameters as FrameParameters;
  if (state?.account) context['msw'].use(platformHandler('account.getInfo', state.account));
  if (state?.generalInfo) context['msw'].use(platformHandler('metadata.getgeneralinfo', { ...generalInfoFixture, ...state.generalInfo }));
  const dialogs = { ...dialogStandIns(...others), ...(await feature?.dialogs?.()) };
  await preloadDialogs(dialogs);
  const store = await createTestStore({ ...state, locale: 'en' });
  // Kept subscribed, as the frame's layout keeps them on the site.
  if (!state) await Promise.all([store.dispatch(accountApi.endpoints.getAccountInfo.initiate()), store.dispatch(metadataApi.endpoints.getGeneralInfo.initiate())]);
  return { store, dialogs } satisfies FrameLoaded;
};

/**
 * The preview every lib shares (its `.storybook/preview.tsx` is `export default createPreview({ feature })`): the
 * frame above around each story, MSW answering with the lib's `handlers` and then the shared fixtures, the spec's
 * viewports, and the a11y addon failing the story tests on any violation.
 */
export function createPreview({ feature, handlers = [] }: { feature?: Pick<Feature, 'dialogs'>; handlers?: RequestHandler[] } = {}): Preview {
  return {
    decorators: [withFrame],
    loaders: [frameLoader],
    parameters: {
      layout: 'padded',
      feature,
      msw: [...handlers, ...platformHandlers, ...cmsHandlers],
      a11y: { test: 'error' },
      viewport: { options: storyViewports },
      // The page colour comes from the ui-kit tokens (base.css), not from the backgrounds addon.
      backgrounds: { disable: true },
      controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    },
  };
}
