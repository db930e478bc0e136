import { loyaltyInfoFixture, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileLoyaltyPage } from './profile-loyalty-page';

const meta = {
  title: 'Profile/Loyalty',
  component: ProfileLoyaltyPage,
  parameters: { router: { initialEntries: ['/profile/loyalty'] } },
} satisfies Meta<typeof ProfileLoyaltyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('loyalty-points')).toHaveTextContent('1,840 coins');
    await expect(canvas.getByRole('link', { name: 'Spend points in the shop' })).toHaveAttribute('href', '/loyalty/shop');
  },
};

export const NotInProgramme: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('loyalty.getinfo', { ...loyaltyInfoFixture, is_active: false }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You are not in the loyalty programme yet' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
