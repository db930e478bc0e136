import { platformHandler, type PlatformCall } from '@casino/api-client/testing';
import type { HistoryItem } from '@casino/platform-contract';
import { renderPage, startTestServer } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cashierFeature } from '../cashier-feature';
import { HistoryPanel } from './history-panel';

const { seen } = startTestServer();
const empty = [platformHandler('cashier.gethistory', { items: [], total: 0 })];

describe('HistoryPanel when a tab is empty', () => {
  it.each([
    { type: 'deposit', title: 'No deposits yet', action: 'Make a deposit', to: '/cashier/deposit' },
    { type: 'withdrawal', title: 'No withdrawals yet', action: 'Withdraw', to: '/cashier/withdraw' },
    { type: 'bonuses', title: 'No bonuses yet', action: 'See promotions', to: '/promotions' },
    { type: 'cashbacks', title: 'No cashback yet', action: 'See promotions', to: '/promotions' },
  ] as const)('$type says so and offers what comes next ($action)', async ({ type, title, action, to }) => {
    await renderPage(<HistoryPanel type={type} pageSize={4} />, { route: '/cashier/history', handlers: empty, feature: cashierFeature });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', to);
  });

  it('the withdrawals tab never offers a deposit', async () => {
    await renderPage(<HistoryPanel type="withdrawal" pageSize={4} />, { route: '/pl/cashier/history', handlers: empty, feature: cashierFeature, locale: 'pl' });
    expect(await screen.findByRole('link', { name: 'Wypłać' })).toHaveAttribute('href', '/pl/cashier/withdraw');
    expect(screen.queryByRole('link', { name: 'Wpłać' })).toBeNull();
  });
});

describe('HistoryPanel paging', () => {
  const deposit = (id: number, status: 'success' | 'pending' = 'success'): HistoryItem => ({
    id,
    type: 'deposit',
    created_at: '2026-11-20T18:04:00Z',
    status,
    amount: { amount: id, currency: 'EUR' },
    method: 'card',
  });
  // Newest first; a deposit arriving between two pages shifts the offsets by one.
  let list = [9, 8, 7, 6, 5, 4, 3].map((id) => deposit(id));
  const paged = platformHandler('cashier.gethistory', ({ query }: PlatformCall) => {
    const offset = Number(query.get('offset'));
    return { items: list.slice(offset, offset + Number(query.get('count'))), total: list.length };
  });
  const offsets = async () => (await seen.all()).filter((request) => request.path === '/api/cashier.gethistory').map((request) => request.query['offset']);

  it('appends the next page merged by id, so an entry shifted by a new deposit shows once, updated', async () => {
    list = [9, 8, 7, 6, 5, 4, 3].map((id) => deposit(id));
    await renderPage(<HistoryPanel type="deposit" pageSize={3} />, { route: '/cashier/history', handlers: [paged], feature: cashierFeature });
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    list = [deposit(10), deposit(9), deposit(8), deposit(7, 'pending'), ...[6, 5, 4, 3].map((id) => deposit(id))];
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(screen.getAllByTestId('history-amount').map((amount) => amount.textContent)).toEqual(['€9', '€8', '€7', '€6', '€5']);
    expect(screen.getByText('Pending')).toBeVisible();
    expect(await offsets()).toEqual(['0', '3']);
  });

  it('a new selection of the tab starts empty and asks for its first page again', async () => {
    list = [9, 8, 7].map((id) => deposit(id));
    const view = await renderPage(<HistoryPanel type="deposit" pageSize={3} selection={0} />, {
      route: '/cashier/history',
      handlers: [paged],
      feature: cashierFeature,
    });
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    view.rerender(<HistoryPanel type="deposit" pageSize={3} selection={1} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    expect(await offsets()).toEqual(['0', '0']);
  });
});
