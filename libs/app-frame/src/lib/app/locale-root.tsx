import { selectFatalError } from '@casino/api-client';
import { commonMessages, I18nProvider } from '@casino/i18n';
import { SessionEffects, sessionMessages } from '@casino/session';
import { uiKitMessages } from '@casino/ui-kit';
import { validatorsMessages } from '@casino/validators';
import { PageHeadContext } from '@casino/routing';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import type { Locale } from '@casino/platform-contract';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { HeadEffects } from '../head/lazy-head-effects';
import { createPageHeadStore } from '../head/page-head-store';
import { frameMessages } from '../../frame-messages';
import { LazyTelemetryEffects } from '../telemetry/lazy-telemetry-effects';
import { LazyDialogHost } from '../overlays/lazy-dialog-host';
import { ToastHostWithTexts } from '../overlays/toast-host-with-texts';
import { fatalErrorCovers } from '../system-pages/fatal-error-scope';
import { NavigationProgress } from '../navigation/navigation-progress';
import { AfterPageSettled } from './after-page-settled';
import { WhenSignedIn } from './when-signed-in';
import type { SiteDefinition } from './site-definition';

type FatalErrorPageModule = typeof import('../system-pages/fatal-error-page');

/** The fatal error page once its code is here: rendered as it is, not through `lazy`, which would suspend once more. */
let loadedFatalErrorPage: FatalErrorPageModule['FatalErrorPage'] | null = null;

/**
 * The fatal error page's code (SPEC.md 8): only a fatal error shows it, so it loads when one happens, or before the
 * browser hydrates a page the server rendered with one, so the page hydrates whole in one pass (through `lazy` its
 * button would stay React's to hydrate later, and a tap on it meanwhile, replayed once hydrated, would be lost).
 */
export const loadFatalErrorPage = (): Promise<FatalErrorPageModule> =>
  import('../system-pages/fatal-error-page').then((module) => {
    loadedFatalErrorPage = module.FatalErrorPage;
    return module;
  });
const LazyFatalErrorPage = lazy(() => loadFatalErrorPage().then((module) => ({ default: module.FatalErrorPage })));

function FatalErrorPageOnceLoaded({ error }: { error: NonNullable<ReturnType<typeof selectFatalError>> }) {
  const Page = loadedFatalErrorPage ?? LazyFatalErrorPage;
  return <Page error={error} />;
}

/** Every message catalogue a site shows: the frame's, the shared libs' and the shell's own list. */
export const siteCatalogues = (site: SiteDefinition) => [commonMessages, validatorsMessages, uiKitMessages, sessionMessages, frameMessages, ...site.catalogues];

export type LocaleRootProps = {
  locale: Locale;
  site: SiteDefinition;
  followUps: Map<string, DialogFollowUp>;
};

/**
 * Everything of one locale branch: messages, head data, the session's side effects, dialogs and toasts. A fatal
 * error (SPEC.md 8) replaces the whole page, layouts included, with its system page in the empty layout, except
 * the support page for a banned player (where the user-blocked page's button leads).
 * Only the current locale's message files are loaded.
 */
export function LocaleRoot({ locale, site, followUps }: LocaleRootProps) {
  const fatalError = useSelector(selectFatalError);
  const { pathname } = useLocation();
  const catalogues = useMemo(() => siteCatalogues(site), [site]);
  const { Effects, effects } = site;
  const [pageHead] = useState(createPageHeadStore);
  // A server render listens itself (it writes the HTML's head once the page has rendered).
  const recordPageHead = useContext(PageHeadContext) ?? pageHead.record;
  return (
    <I18nProvider locale={locale} catalogues={catalogues}>
      <PageHeadContext value={recordPageHead}>
        <HeadEffects locale={locale} pageHead={pageHead} />
        {fatalError && fatalErrorCovers(fatalError, pathname) ? (
          <Suspense fallback={null}>
            <FatalErrorPageOnceLoaded error={fatalError} />
          </Suspense>
        ) : (
          <>
            <SessionEffects />
            <LazyTelemetryEffects />
            {Effects && <Effects />}
            {effects.map(({ Effect, when = 'start' }, index) =>
              when === 'start' ? (
                <Effect key={index} />
              ) : (
                <AfterPageSettled key={index}>
                  <Suspense fallback={null}>{when === 'signed-in' ? <WhenSignedIn><Effect /></WhenSignedIn> : <Effect />}</Suspense>
                </AfterPageSettled>
              ),
            )}
            <NavigationProgress />
            <Outlet />
            <ToastHostWithTexts catalogues={site.featureCatalogues} />
            <LazyDialogHost loadDialogs={site.loadDialogs} catalogues={site.featureCatalogues} followUps={followUps} />
          </>
        )}
      </PageHeadContext>
    </I18nProvider>
  );
}
