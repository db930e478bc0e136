import type { DialogRegistry } from '@casino/ui-kit';
import { DemoModeDialog } from './game/demo-mode-dialog';
import { DEMO_MODE_DIALOG, GAMES_SEARCH_DIALOG } from './search/dialog-ids';
import { GamesSearchDialog } from './search/games-search-dialog';

/** The game hall's dialogs by the dialog ids of SPEC.md 2.7, for the shell's dialog registry. */
export const gamehallDialogs = {
  [GAMES_SEARCH_DIALOG]: GamesSearchDialog,
  [DEMO_MODE_DIALOG]: DemoModeDialog,
} satisfies DialogRegistry;
