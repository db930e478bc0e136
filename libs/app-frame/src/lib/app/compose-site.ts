import { GUARDS, orderGuardRules } from '@casino/routing';
import type { DialogRegistry, Feature } from '@casino/ui-kit';
import { frameLayouts } from '../layouts/frame-layouts';
import { framePages } from '../pages/frame-pages';
import type { Shell } from './shell';
import type { SiteDefinition } from './site-definition';

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
  return {
    kind: shell.kind,
    pages: mergeOnce('page', [framePages, ...features.map((feature) => feature.pages)]),
    pageData: mergeOnce('page data of', features.map((feature) => feature.pageData)),
    loadDialogs: async () => mergeOnce('dialog', await Promise.all(dialogLoaders.map((load) => load?.()))) as DialogRegistry,
    catalogues: [shell.messages, ...features.map((feature) => feature.messages)],
    layouts: { ...frameLayouts, ...shell.layouts },
    StartupFallback: shell.StartupFallback,
    Effects: shell.Effects,
    effects: features.flatMap((feature) => feature.effects ?? []),
    guards: [...GUARDS, ...orderGuardRules(rules)],
    commandHashes: rules.flatMap((rule) => (rule.commandHash ? [rule.commandHash] : [])),
    allowedExternalHosts: shell.allowedExternalHosts,
  };
}
