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

/** Spent points do not move the level: the progress is the experience earned, the loyalty page's figures. */
export const PointsSpent: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('loyalty.getinfo', { ...loyaltyInfoFixture, points: 1250 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('loyalty-points')).toHaveTextContent('1,250 coins');
    await expect(canvas.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuetext', '840 / 4,000 · Gold');
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
