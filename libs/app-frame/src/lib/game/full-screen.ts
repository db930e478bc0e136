/** The full-screen visibility game option (SPEC.md 2.7), from the CMS games-config. */
export type FullScreenVisibility = 'all' | 'telegram' | 'product' | 'none';

/** Which app is running: the web product or the Telegram mini-app. */
export type ShellKind = 'product' | 'telegram';

/** Whether the game page offers full screen in this app: everywhere, only in one of the two apps, or nowhere. */
export function isFullScreenOffered(visibility: FullScreenVisibility | undefined, shell: ShellKind): boolean {
  const value = visibility ?? 'all';
  return value === 'all' || value === shell;
}
