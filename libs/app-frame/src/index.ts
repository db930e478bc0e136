// Public API of @casino/app-frame: what a shell needs to run the site around its feature pages.
export { bootSite } from './lib/app/boot-site';
export type { SiteDefinition } from './lib/app/site-definition';
export { isFullScreenOffered } from './lib/game/full-screen';
export type { FullScreenVisibility, ShellKind } from './lib/game/full-screen';
export { SeoText } from './lib/head/seo-text';
export { SessionHints } from './lib/hints/session-hints';
export { EmptyLayout } from './lib/layouts/empty-layout';
export { frameLayouts } from './lib/layouts/frame-layouts';
export { framePages } from './lib/pages/frame-pages';
