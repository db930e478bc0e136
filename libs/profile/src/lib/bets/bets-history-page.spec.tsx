import { platformHandler, type PlatformCall } from '@casino/api-client/testing';
import type { GameRound } from '@casino/platform-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { profileFeature } from '../profile-feature';
import { BETS_PAGE_SIZE, BetsHistoryPage } from './bets-history-page';

const { server, seen } = startTestServer();

const round = (id: number): GameRound => ({
  id,
  game: { sysname: `game-${id}`, name: `Game ${id}` },
  mode: 'real',
  bet: { amount: 1.5, currency: 'EUR' },
  win: { amount: id % 2 ? 0 : 3, currency: 'EUR' },
  created_at: '2026-11-20T18:05:00Z',
});
const rounds = Array.from({ length: BETS_PAGE_SIZE + 5 }, (_, index) => round(100 - index));
const paged = ({ query }: PlatformCall) => {
  const offset = Number(query.get('offset'));
  return { items: rounds.slice(offset, offset + Number(query.get('count'))), total: rounds.length };
};

describe('BetsHistoryPage', { timeout: 30_000 }, () => {
  it('shows the rounds a page at a time with dates dd.mm.yyyy and amounts with their currency', async () => {
    server.use(platformHandler('games.getHistory', paged));
    await renderPage(<BetsHistoryPage />, { route: '/profile/bets/history', state: {}, feature: profileFeature });
    expect(await screen.findByText('Game 100')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(BETS_PAGE_SIZE + 1);
    expect(screen.getAllByText('20.11.2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('€1.50').length).toBe(BETS_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Game 76')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(rounds.length + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const queries = (await seen.all()).filter((request) => request.path === '/api/games.getHistory').map((request) => request.query);
    expect(queries.map(({ offset, count }) => [offset, count])).toEqual([
      ['0', String(BETS_PAGE_SIZE)],
      [String(BETS_PAGE_SIZE), String(BETS_PAGE_SIZE)],
    ]);
  });

  it('says why the history is empty and leads to the game hall', async () => {
    server.use(platformHandler('games.getHistory', { items: [], total: 0 }));
    await renderPage(<BetsHistoryPage />, { route: '/profile/bets/history', state: {}, feature: profileFeature });
    expect(await screen.findByRole('heading', { name: 'No bets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
  });
});
