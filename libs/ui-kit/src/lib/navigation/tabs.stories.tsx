import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from './tabs';

function Controlled(props: Omit<TabsProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <Tabs {...props} value={value} onChange={setValue} />;
}

const panel = (text: string) => <p style={{ color: 'var(--color-text-muted)' }}>{text}</p>;

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Transaction history',
    value: 'deposit',
    onChange: () => undefined,
    items: [
      { value: 'deposit', label: 'Deposits', panel: panel('Your deposits of the last 90 days.') },
      { value: 'withdrawal', label: 'Withdrawals', panel: panel('Your withdrawals and their status.') },
      { value: 'bonuses', label: 'Bonuses', panel: panel('Bonuses you received.') },
      { value: 'cashbacks', label: 'Cashbacks', panel: panel('Cashback paid out to you.') },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposits' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your withdrawals and their status.');
  },
};
export const SecondSelected: Story = { args: { value: 'bonuses' } };
