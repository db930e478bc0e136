import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Auth/Fill profile info dialog',
  component: OpenDialog,
  args: { id: 'fill-profile-info', type: 'confirm' },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Complete your profile' }));
    await expect(dialog.getByRole('button', { name: 'Fill in my profile' })).toBeInTheDocument();
  },
};
