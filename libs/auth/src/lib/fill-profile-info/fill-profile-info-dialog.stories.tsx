import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DialogStory } from '../testing/dialog-story';
import { FillProfileInfoDialog } from './fill-profile-info-dialog';

const meta = {
  title: 'Auth/Fill profile info dialog',
  component: DialogStory,
  args: { id: 'fill-profile-info', type: 'confirm', component: FillProfileInfoDialog },
} satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Complete your profile' }, { timeout: 5000 }));
    await expect(dialog.getByRole('button', { name: 'Fill in my profile' })).toBeInTheDocument();
  },
};
