import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { creditNotificationFixture, levelNotificationFixture } from '../testing/loyalty-fixtures';
import { LoyaltyNotificationCard } from './loyalty-notification-card';

const formatCoins = (amount: number) => `${amount} Coins`;

const meta = {
  title: 'Loyalty/Notification card',
  component: LoyaltyNotificationCard,
  parameters: { layout: 'centered' },
  args: { notification: creditNotificationFixture, formatPoints: formatCoins, onDismiss: fn() },
  render: (args) => <LoyaltyNotificationCard {...args} formatPoints={formatCoins} />,
} satisfies Meta<typeof LoyaltyNotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credit: Story = {
  play: async ({ canvasElement }) => {
    // The card fades in (DESIGN.md motion), so it becomes visible a moment after it renders.
    await waitFor(() => expect(within(canvasElement).getByText('+120 Coins')).toBeVisible());
  },
};

export const LevelUp: Story = { args: { notification: levelNotificationFixture } };

export const WithoutImage: Story = { args: { notification: { ...levelNotificationFixture, image: null } } };
