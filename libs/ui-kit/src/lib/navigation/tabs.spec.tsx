import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Tabs } from './tabs';

function History() {
  const [tab, setTab] = useState('deposit');
  return (
    <Tabs
      label="History"
      value={tab}
      onChange={setTab}
      items={[
        { value: 'deposit', label: 'Deposits', panel: 'Deposit list' },
        { value: 'withdrawal', label: 'Withdrawals', panel: 'Withdrawal list' },
        { value: 'bonuses', label: 'Bonuses', panel: 'Bonus list' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves with the arrow keys, Home and End, keeping only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<History />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const withdrawals = screen.getByRole('tab', { name: 'Withdrawals' });
    expect(withdrawals).toHaveFocus();
    expect(withdrawals).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Withdrawals' })).toHaveTextContent('Withdrawal list');
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Deposit list');

    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
