import type { PlatformMethod } from '@casino/platform-contract';
import {
  accountFixture,
  gameCategoriesFixture,
  gameProvidersFixture,
  gamesFixture,
  gamesPage,
  generalInfoFixture,
  metadataFixture,
} from './fixtures';
import { platformHandler, type PlatformAnswer, type PlatformCall } from './platform-handler';

const games = ({ query }: PlatformCall) => {
  const sysname = query.get('sysname');
  if (sysname) return gamesPage(gamesFixture.filter((game) => game.sysname === sysname));
  const options = JSON.parse(query.get('options') ?? '{}') as { offset?: number; count?: number; category?: string };
  const matching = gamesFixture.filter((game) => !options.category || game.categories.includes(options.category));
  const offset = options.offset ?? 0;
  return gamesPage(matching.slice(offset, offset + (options.count ?? 50)), offset, matching.length);
};

/** The default answer of every platform method: a signed-in player with data on every screen. */
export const platformAnswers: Partial<Record<PlatformMethod, PlatformAnswer<unknown>>> = {
  'metadata.getgeneralinfo': generalInfoFixture,
  'metadata.get': metadataFixture,
  'account.getInfo': accountFixture,
  'auth.login': accountFixture,
  'auth.logout': { result: 1 },
  'auth.register': accountFixture,
  'auth.restore': { result: 1 },
  'games.get': games,
  'games.getCategories': { items: gameCategoriesFixture },
  'games.getProviders': { items: gameProvidersFixture },
  'account.addcontact': { result: 1 },
  'account.setUserOnVerification': { result: 1 },
  'banners.get': { items: [], count: 0 },
  'cashier.makedeposit': { id: 1 },
};

/** One MSW handler per platform method, answering with the fixtures. Override one with `server.use(platformHandler(...))`. */
export const platformHandlers = Object.entries(platformAnswers).map(([method, answer]) =>
  platformHandler(method as PlatformMethod, answer),
);
