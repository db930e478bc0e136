import { platformHandler } from '@casino/api-client/testing';
import { renderPage, startTestServer } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import { cashierFeature } from '../cashier-feature';
import { HistoryPanel } from './history-panel';

startTestServer();
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
