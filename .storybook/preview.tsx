import { configurePlatformApi } from '@casino/api-client';
import { platformHandlers } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import { createStore } from '@casino/session';
import { DialogHost, preloadDialogs, ToastHost, type DialogRegistry, type Feature } from '@casino/ui-kit';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
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
 * - `msw: [...]` or `beforeEach({ msw }) { msw.use(...) }` — the story's answers of the platform and the CMS.
 */
type FrameParameters = { router?: { initialEntries?: InitialEntry[]; path?: string }; feature?: Pick<Feature, 'dialogs'> };

/** Where a story led: the path the router is at. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

type StoryFrameProps = { children: ReactNode; parameters: FrameParameters; dialogs: DialogRegistry };

/** The frame of every story: a fresh store of the site, English texts, a router, the dialog stack and the toasts. */
function StoryFrame({ children, parameters, dialogs }: StoryFrameProps) {
  const [store] = useState(() => createStore({ locale: 'en' }));
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
  <StoryFrame parameters={parameters as FrameParameters} dialogs={(loaded as { dialogs?: DialogRegistry }).dialogs ?? {}}>
    <Story />
  </StoryFrame>
);

/**
 * The dialogs of the lib's feature with their code, loaded before the story renders: a play function that opens a
 * dialog never waits on a chunk that a loaded machine serves slowly (the flaky bonus-dialog stories).
 */
const dialogsLoader: Loader = async ({ parameters }) => {
  const dialogs = (await (parameters as FrameParameters).feature?.dialogs?.()) ?? {};
  await preloadDialogs(dialogs);
  return { dialogs };
};

/**
 * The preview every lib shares (its `.storybook/preview.tsx` is `export default createPreview({ feature })`): the
 * frame above around each story, MSW answering with the lib's `handlers` and then the shared fixtures, the spec's
 * viewports, and the a11y addon failing the story tests on any violation.
 */
export function createPreview({ feature, handlers = [] }: { feature?: Pick<Feature, 'dialogs'>; handlers?: RequestHandler[] } = {}): Preview {
  return {
    decorators: [withFrame],
    loaders: [mswLoader(), dialogsLoader],
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
