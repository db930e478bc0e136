import { platformHandler, profileFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotificationPage } from './notification-page';

const meta = {
  title: 'Profile/Notifications',
  component: NotificationPage,
  parameters: { router: { initialEntries: ['/profile/notification'] } },
} satisfies Meta<typeof NotificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: /player@example.com/ });
    await expect(email).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: /\+48600100200/ }));
    await expect(await within(document.body).findByText('Subscription turned on.')).toBeInTheDocument();
  },
};

export const NoContacts: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('account.getprofileinfo', { ...profileFixture, contacts: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add a contact' })).toHaveAttribute('href', '/profile/settings');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
