import { gamesPage } from '@casino/api-client/testing';
import { http, HttpResponse } from 'msw';
import { storyGames } from './story-games';

const catalogue = storyGames(120);

/** games.get over the story catalogue: search by name, paging by offset and count. */
export const storyGamesHandler = http.get('*/api/games.get', ({ request }) => {
  const query = new URL(request.url).searchParams;
  const sysname = query.get('sysname');
  if (sysname) return HttpResponse.json({ data: gamesPage(catalogue.filter((game) => game.sysname === sysname)) });
  const options = JSON.parse(query.get('options') ?? '{}') as { offset?: number; count?: number; search?: string };
  const matching = catalogue.filter((game) => !options.search || game.name.toLowerCase().includes(options.search.toLowerCase()));
  const offset = options.offset ?? 0;
  return HttpResponse.json({ data: gamesPage(matching.slice(offset, offset + (options.count ?? 50)), offset, matching.length) });
});
