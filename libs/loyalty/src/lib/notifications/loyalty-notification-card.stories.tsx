import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { creditNotificationFixture, levelNotificationFixture } from '../testing/loyalty-fixtures';
import { LoyaltyNotificationCard } from './loyalty-notification-card';

const meta = {
  title: 'Loyalty/Notification card',
  component: LoyaltyNotificationCard,
  parameters: { layout: 'centered' },
  args: { notification: creditNotificationFixture, formatPoints: (amount: number) => `${amount} Coins`, onDismiss: fn() },
} satisfies Meta<typeof LoyaltyNotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+120 Coins')).toBeVisible();
  },
};

export const LevelUp: Story = { args: { notification: levelNotificationFixture } };

export const WithoutImage: Story = { args: { notification: { ...levelNotificationFixture, image: null } } };
