// Public API of @casino/app-frame: what a shell needs to run the product's features in its own layouts.
export { bootSite } from './lib/app/boot-site';
export { HydratedApart } from './lib/app/hydrated-apart';
export type { Shell } from './lib/app/shell';
export { isFullScreenOffered } from './lib/game/full-screen';
export type { FullScreenVisibility, ShellKind } from './lib/game/full-screen';
export { SeoText } from './lib/head/seo-text';
export { ACCOUNT_LINKS, type AccountLink } from './lib/navigation/account-links';
export { accountActionMessages, accountMessages } from './lib/navigation/account.messages';
export { AccountBalance, type AccountBalanceProps } from './lib/navigation/account-balance';
export { BottomBar, type BottomBarProps } from './lib/navigation/bottom-bar';
export { LanguageLinks, type LanguageLinksProps } from './lib/navigation/language-links';
export { navigationMessages } from './lib/navigation/navigation.messages';
export { useSiteMenu, type SiteLink } from './lib/navigation/use-site-menu';
export { currentLinkKey } from './lib/navigation/current-link';
export { siteMenuDialogs, type SiteMenuOptions } from './lib/navigation/site-menu-dialogs';
