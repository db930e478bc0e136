import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsibleGamePage } from './responsible-game-page';

const meta = {
  title: 'Profile/Responsible gaming',
  component: ResponsibleGamePage,
  parameters: { router: { initialEntries: ['/profile/responsible-game'] } },
} satisfies Meta<typeof ResponsibleGamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLimit: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no deposit limit.')).toBeInTheDocument();
  },
};

export const MonthlyLimit: Story = {
  beforeEach({ msw }) {
    msw.use(
      platformHandler('account.getDepositLimit', { available_amount: 7500, can_edit: true, expired_at: '2026-12-05T10:00:00Z', limit_amount: 10000, period: 'month' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('deposit-limit-amount')).toHaveTextContent('€10,000');
    await expect(canvas.getByTestId('deposit-limit-available')).toHaveTextContent('€7,500');
    await expect(canvas.getByText('05.12.2026')).toBeInTheDocument();
    await expect(canvas.getByText('Month')).toBeInTheDocument();
  },
};

export const Phone: Story = { ...MonthlyLimit, play: undefined, globals: { viewport: { value: 'mobile' } } };
