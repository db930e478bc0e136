import { platformHttpErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileHomePage } from './profile-home-page';

const meta = {
  title: 'Profile/Overview',
  component: ProfileHomePage,
  parameters: { router: { initialEntries: ['/profile'] } },
} satisfies Meta<typeof ProfileHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hello, LuckyPlayer' })).toBeInTheDocument();
    await expect(canvas.getByText('€1,250.50')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Password and sign-in codes/ })).toHaveAttribute('href', '/profile/security');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const LoadFailed: Story = {
  parameters: { state: {} },
  beforeEach({ msw }) {
    msw.use(platformHttpErrorHandler('account.getInfo', 500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
