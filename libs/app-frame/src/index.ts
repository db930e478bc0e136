// Public API of @casino/app-frame: what a shell needs to run the product's features in its own layouts.
export { bootSite } from './lib/app/boot-site';
export type { Shell } from './lib/app/shell';
export { isFullScreenOffered } from './lib/game/full-screen';
export type { FullScreenVisibility, ShellKind } from './lib/game/full-screen';
export { SeoText } from './lib/head/seo-text';
