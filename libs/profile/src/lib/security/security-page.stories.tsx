import { accountFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SecurityPage } from './security-page';

const meta = {
  title: 'Profile/Security',
  component: SecurityPage,
  parameters: { router: { initialEntries: ['/profile/security'] } },
} satisfies Meta<typeof SecurityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFactorOff: Story = {};

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByText('We sent a code to player@example.com. Enter it to confirm.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Confirm and turn on' })).toBeEnabled();
  },
};

export const TwoFactorOn: Story = {
  parameters: { state: { account: { ...accountFixture, two_factor_auth: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
