import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayMobilePage } from './pay-mobile-page';
import { PayNewWindowPage } from './pay-new-window-page';

const meta = { title: 'Cashier/Payment windows', component: PayNewWindowPage } satisfies Meta<typeof PayNewWindowPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewWindow: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
  },
};

/** Opened without a payment to continue (a reload): says where to start, no button (SPEC.md 2.6). */
export const MobileWithoutPayment: Story = {
  render: () => <PayMobilePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Start the payment again from the deposit page.')).toBeInTheDocument();
    // No payment to continue: the one way on is back to the deposit page.
    await expect(canvas.getByRole('link', { name: 'Back to deposit' })).toBeInTheDocument();
  },
};
