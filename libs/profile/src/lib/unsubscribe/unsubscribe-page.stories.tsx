import { visitorAccountFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UnsubscribePage } from './unsubscribe-page';

const meta = {
  title: 'Profile/Unsubscribe',
  component: UnsubscribePage,
  parameters: { router: { initialEntries: ['/unsubscribe?token=abc123'] }, state: { account: visitorAccountFixture } },
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  },
};

export const BrokenLink: Story = { parameters: { router: { initialEntries: ['/unsubscribe'] } } };
