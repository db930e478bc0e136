import { platformErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReceiptPage } from './receipt-page';

const meta = {
  title: 'Cashier/Receipt',
  component: ReceiptPage,
  parameters: { router: { initialEntries: ['/cashier/receipt?id=501'] } },
} satisfies Meta<typeof ReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('receipt-amount')).toHaveTextContent('€100');
    await expect(canvas.getByText('Payment #501')).toBeInTheDocument();
  },
};

export const WithoutPayment: Story = { parameters: { router: { initialEntries: ['/cashier/receipt'] } } };

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('cashier.getdepositinfo', 'InvalidParameterException', { errorData: { id: ['Wrong field'] } }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/We could not find this payment/)).toBeInTheDocument();
  },
};
