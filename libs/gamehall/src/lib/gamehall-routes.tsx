import type { RouteObject } from 'react-router-dom';

/** The game hall's pages as lazy route objects: each page is its own chunk, loaded when first visited. */
export const gamehallRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./lobby/lobby-page')).LobbyPage }) },
];
