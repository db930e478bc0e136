import type { Catalogue } from '@casino/i18n';
import type { PageDataMap, PageMap, RouteLayout } from '@casino/routing';
import type { DialogRegistry } from '@casino/ui-kit';
import type { ComponentType } from 'react';
import type { ShellKind } from '../game/full-screen';

/**
 * What a shell puts into the frame: the feature libraries' pages, dialogs and messages, its own layouts and the
 * side effects only it runs. The frame adds the rest: routes in six locales, guards, head data, scrolling, system
 * and fatal pages, overlays, the session's effects.
 */
export type SiteDefinition = {
  /** The web product or the Telegram mini-app (the games-config full-screen option tells them apart). */
  kind: ShellKind;
  /** Pages by route name (the `<feature>Pages` maps merged); a route without one shows the "not available" page. */
  pages: PageMap;
  /** The first requests of pages by route name, started beside the guards (SPEC.md 2.4) instead of after them. */
  pageData?: PageDataMap;
  /** Every dialog by id (SPEC.md 2.7), loaded with the first dialog opened. */
  loadDialogs: () => Promise<DialogRegistry>;
  /** The message catalogues of the shell and the features; the frame adds common, ui-kit, validators and its own. */
  catalogues: readonly Catalogue[];
  /** The layouts of SPEC.md 2.5; the frame has the empty and svg-sprite ones (`frameLayouts`). */
  layouts: Record<RouteLayout, ComponentType>;
  /**
   * The first frame of a load while the guards decide (no messages yet): the shell's brand in place of its header,
   * say. Without one the frame shows an empty busy screen.
   */
  StartupFallback?: ComponentType;
  /** Side effects of the shell and its features, run in each locale branch unless a fatal error is shown. */
  Effects?: ComponentType;
  /**
   * Side effects no first screen needs (a chat widget, news of points earned), mounted like `Effects` but only once
   * the page has loaded and the browser is idle: a lazy component keeps their code and requests off the first load.
   */
  LaterEffects?: ComponentType;
  /** Hosts besides the site's own a backUrl may lead to: "partner.com,*.partner.com". */
  allowedExternalHosts?: string;
};
