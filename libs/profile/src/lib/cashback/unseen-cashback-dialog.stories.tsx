import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Profile/Dialogs/Unseen cashback',
  component: OpenDialog,
  args: { id: 'unseen-cashback', props: { cashbackId: 41 } },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'You have cashback!' }));
    await expect(await dialog.findByText('€12.50 is waiting for you.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Claim cashback' })).toBeInTheDocument();
  },
};
