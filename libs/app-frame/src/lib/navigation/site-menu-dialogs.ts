import type { DialogRegistry } from '@casino/ui-kit';

export type SiteMenuOptions = {
  /** The mini-app's menu: also a visitor's sign-in and sign-up, and the six languages (it has no header or footer). */
  standalone?: boolean;
};

/**
 * A shell's dialog loader for the site menu, registered as 'sidebar' (SPEC.md 2.7): the menu's code is a chunk of
 * its own, loaded with the first dialog opened, never part of a shell's first page.
 */
export const siteMenuDialogs =
  (options: SiteMenuOptions = {}) =>
  (): Promise<DialogRegistry> =>
    import('./site-menu-dialog').then((module) => ({ sidebar: options.standalone ? module.StandaloneSiteMenuDialog : module.SiteMenuDialog }));
