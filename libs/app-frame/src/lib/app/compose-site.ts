import type { Catalogue } from '@casino/i18n';
import { GUARDS, orderGuardRules, type RouteName } from '@casino/routing';
import type { DialogRegistry, Feature, FeatureEffect } from '@casino/ui-kit';
import { frameLayouts } from '../layouts/frame-layouts';
import { framePages } from '../pages/frame-pages';
import type { Shell } from './shell';
import type { SiteDefinition } from './site-definition';
import { withFeatureCatalogue } from './with-feature-catalogue';

/** Merges maps keyed by route name or dialog id, refusing a key two parts both claim. */
function mergeOnce<T>(what: string, maps: ReadonlyArray<Readonly<Record<string, T>> | undefined>): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const map of maps) {
    for (const [key, value] of Object.entries(map ?? {})) {
      if (key in merged) throw new Error(`Two features give the ${what} ${key}`);
      merged[key] = value;
    }
  }
  return merged;
}

/** The site of a shell: the frame's own pages and layouts, every feature of the list, then what the shell adds. */
export function composeSite(shell: Shell, features: readonly Feature[]): SiteDefinition {
  const rules = features.flatMap((feature) => feature.guardRules ?? []);
  const dialogLoaders = [...features.map((feature) => feature.dialogs), shell.dialogs];
  const pageCatalogues: Partial<Record<RouteName, Catalogue>> = {};
  for (const feature of features) for (const route of Object.keys(feature.pages)) pageCatalogues[route as RouteName] = feature.messages;
  const effects = features.flatMap((feature) =>
    (feature.effects ?? []).map((effect): FeatureEffect => ({ ...effect, Effect: withFeatureCatalogue(effect, feature.messages) })),
  );
  return {
    kind: shell.kind,
    pages: mergeOnce('page', [framePages, ...features.map((feature) => feature.pages)]),
    pageData: mergeOnce('page data of', features.map((feature) => feature.pageData)),
    loadDialogs: async () => mergeOnce('dialog', await Promise.all(dialogLoaders.map((load) => load?.()))) as DialogRegistry,
    catalogues: [shell.messages],
    featureCatalogues: features.map((feature) => feature.messages),
    pageCatalogues,
    layouts: { ...frameLayouts, ...shell.layouts },
    StartupFallback: shell.StartupFallback,
    Effects: shell.Effects,
    effects,
    guards: [...GUARDS, ...orderGuardRules(rules)],
    commandHashes: rules.flatMap((rule) => (rule.commandHash ? [rule.commandHash] : [])),
    allowedExternalHosts: shell.allowedExternalHosts,
  };
}
