import { platformErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletPage } from './wallet-page';

const meta = { title: 'Cashier/Wallet', component: WalletPage } satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balances: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-balance_main')).toHaveTextContent('€'));
    await expect(canvas.getByText('Betting bonus')).toBeInTheDocument();
    await expect(canvas.getByText('Demo coins')).toBeInTheDocument();
  },
};

export const CurrencyLocked: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('account.setCurrency', 'InvalidParameterException', { errorData: { currency: ['Currency cannot be changed after the first payment'] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'PLN' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Currency/ }), 'PLN');
    await userEvent.click(canvas.getByRole('button', { name: 'Change currency' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/cannot be changed after your first payment/);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
