import type { Catalogue } from '@casino/i18n';
import type { Guard, PageDataMap, PageMap, RouteLayout, RouteName } from '@casino/routing';
import type { DialogRegistry, FeatureEffect } from '@casino/ui-kit';
import type { ComponentType } from 'react';
import type { ShellKind } from '../game/full-screen';

/**
 * The site a shell runs, composed from the shell and the product's features (`composeSite`): the frame adds the rest,
 * routes in six locales, guards, head data, scrolling, system and fatal pages, overlays, the session's effects.
 */
export type SiteDefinition = {
  /** The web product or the Telegram mini-app (the games-config full-screen option tells them apart). */
  kind: ShellKind;
  /** Pages by route name; a route without one shows the "not available" page. */
  pages: PageMap;
  /** The first requests of pages by route name, started beside the guards (SPEC.md 2.4) instead of after them. */
  pageData: PageDataMap;
  /** Every dialog by id (SPEC.md 2.7), loaded with the first dialog opened. */
  loadDialogs: () => Promise<DialogRegistry>;
  /** The shell's message catalogue, shown on every page; the frame adds common, ui-kit, validators and its own. */
  catalogues: readonly Catalogue[];
  /**
   * Each feature's catalogue. A feature's texts load with what shows them, not with every first page: its pages
   * (`pageCatalogues`), its dialogs (all features' dialogs load together), its effects.
   */
  featureCatalogues: readonly Catalogue[];
  /** The catalogue of the feature that gives each page, loaded with the page's chunk. */
  pageCatalogues: Partial<Record<RouteName, Catalogue>>;
  /** The layouts of SPEC.md 2.5. */
  layouts: Record<RouteLayout, ComponentType>;
  /** The first frame of a load while the guards decide (no messages yet); without one, an empty busy screen. */
  StartupFallback?: ComponentType;
  /** The shell's own side effects (Telegram's back button, say). */
  Effects?: ComponentType;
  /** The features' side effects, each mounted with the first page or once the page has settled. */
  effects: readonly FeatureEffect[];
  /** The guard chain: the five guards of SPEC.md 2.4, the frame's rules, then the features' in the spec's order. */
  guards: readonly Guard[];
  /** Hashes the guards read as commands, not anchors: the page does not scroll to them. */
  commandHashes: readonly string[];
  /** Hosts besides the site's own a backUrl may lead to: "partner.com,*.partner.com". */
  allowedExternalHosts?: string;
};
