/** The game hall's dialog ids of SPEC.md 2.7. */
export const GAMES_SEARCH_DIALOG = 'games-search';
export const DEMO_MODE_DIALOG = 'demo-mode';
