import { platformErrorHandler, platformHandler, recordRequests, gamesFixture, gamesPage } from '@casino/api-client/testing';
import type { Game } from '@casino/platform-contract';
import { createTestStore, startTestServer } from '@casino/session/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { GAMES_PAGE_SIZE } from './hall-page-query';
import { usePagedGames } from './use-paged-games';

const TOTAL = GAMES_PAGE_SIZE * 2 + 7;
const [template] = gamesFixture as [Game, ...Game[]];
const catalogue: Game[] = Array.from({ length: TOTAL }, (_, index) => ({
  ...template,
  id: index + 1,
  sysname: `game-${index + 1}`,
  name: `Game ${index + 1}`,
}));

/** games.get over a catalogue of TOTAL games, honouring offset and count as the platform does. */
const catalogueHandler = platformHandler('games.get', ({ query }) => {
  const { offset = 0, count = 50 } = JSON.parse(query.get('options') ?? '{}') as { offset?: number; count?: number };
  return gamesPage(catalogue.slice(offset, offset + count), offset, TOTAL);
});

const { server, seen } = startTestServer();

async function renderPaged() {
  const store = await createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePagedGames({ category: 'slots' }), { wrapper });
}

/** The offsets and counts of every games.get the platform received, in order. */
async function pagesAsked(requests: ReturnType<typeof recordRequests>) {
  const calls = (await requests.calls()).filter((call) => call.startsWith('GET /api/games.get?'));
  return calls.map((call) => {
    const { offset, count, category } = JSON.parse(new URL(call.slice(4), 'http://platform').searchParams.get('options') ?? '{}');
    return { offset, count, category };
  });
}

describe('usePagedGames: the hall page by page', () => {
  it('asks for the next page from where the last ended, and stops at the platform total', async () => {
    server.use(catalogueHandler);
    const { result } = await renderPaged();
    await waitFor(() => expect(result.current.games).toHaveLength(GAMES_PAGE_SIZE));
    expect(result.current.total).toBe(TOTAL);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(GAMES_PAGE_SIZE * 2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(TOTAL));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.games?.map((game) => game.sysname)).toEqual(catalogue.map((game) => game.sysname));

    act(() => result.current.loadMore());
    expect(await pagesAsked(seen)).toEqual([
      { offset: 0, count: GAMES_PAGE_SIZE, category: 'slots' },
      { offset: GAMES_PAGE_SIZE, count: GAMES_PAGE_SIZE, category: 'slots' },
      { offset: GAMES_PAGE_SIZE * 2, count: GAMES_PAGE_SIZE, category: 'slots' },
    ]);
  });

  it('keeps the loaded games when a next page fails, and asks for that page alone on retry', async () => {
    server.use(catalogueHandler);
    const { result } = await renderPaged();
    await waitFor(() => expect(result.current.games).toHaveLength(GAMES_PAGE_SIZE));

    server.use(platformErrorHandler('games.get', 'InternalServerErrorException'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.games).toHaveLength(GAMES_PAGE_SIZE);

    server.use(catalogueHandler);
    seen.clear();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.games).toHaveLength(GAMES_PAGE_SIZE * 2));
    expect(result.current.isError).toBe(false);
    expect(await pagesAsked(seen)).toEqual([{ offset: GAMES_PAGE_SIZE, count: GAMES_PAGE_SIZE, category: 'slots' }]);
  });
});
