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
    // The main balance at the platform's rates (fixtures: €1,250.50; 1 EUR = 1.08 USD, 4.3 PLN).
    const converted = await canvas.findByTestId('wallet-converted');
    await expect(converted).toHaveTextContent('$1,350.54');
    await expect(converted).toHaveTextContent('PLN 5,377.15');
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
