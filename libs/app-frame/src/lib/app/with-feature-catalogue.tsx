import { loadMessages, selectPageLocale, useCatalogues, type Catalogue } from '@casino/i18n';
import { useIsAuthenticated } from '@casino/session';
import type { FeatureEffect } from '@casino/ui-kit';
import { useEffect, type ComponentType } from 'react';
import { useSelector } from 'react-redux';

/**
 * A feature's effect with the feature's texts, which the first page no longer loads for every feature. An effect
 * mounted once the page has settled ('idle' or 'signed-in', inside a Suspense boundary) waits for them before it shows anything. One
 * mounted with the first page must not wait (it is hydrated with the page): it renders nothing itself, and what it
 * opens is a dialog (whose host waits for every feature's texts) or, for a signed-in player only, a toast, so the
 * texts are fetched as soon as the player is signed in.
 */
export function withFeatureCatalogue({ Effect, when }: FeatureEffect, catalogue: Catalogue): ComponentType {
  const catalogues = [catalogue];
  if (when === 'idle' || when === 'signed-in') {
    return function EffectWithTexts() {
      useCatalogues(catalogues);
      return <Effect />;
    };
  }
  return function EffectWithTextsWhenSignedIn() {
    const signedIn = useIsAuthenticated();
    const locale = useSelector(selectPageLocale);
    useEffect(() => {
      if (signedIn) void loadMessages(catalogues, locale).catch(() => undefined);
    }, [signedIn, locale]);
    return <Effect />;
  };
}
