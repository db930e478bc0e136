/** The full-screen visibility game option (SPEC.md 2.7), from the CMS games-config. */
export type FullScreenVisibility = 'all' | 'telegram' | 'product' | 'none';

/** Which app is running: the web product or the Telegram mini-app. */
export type ShellKind = 'product' | 'telegram';

const allows = (value: FullScreenVisibility | undefined, shell: ShellKind) => value === undefined || value === 'all' || value === shell;

/**
 * Whether the game page offers full screen in this app: everywhere, only in one of the two apps, or nowhere. The
 * site's option (CMS games-config) and, when known, the game's own (`full_screen` of games.get) must both allow it.
 */
export function isFullScreenOffered(visibility: FullScreenVisibility | undefined, shell: ShellKind, game?: FullScreenVisibility): boolean {
  return allows(visibility, shell) && allows(game, shell);
}
