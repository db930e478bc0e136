import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DialogStory } from '../testing/dialog-story';
import { InteractivityWarningDialog } from './interactivity-warning-dialog';

const meta = {
  title: 'Auth/Interactivity warning dialog',
  component: DialogStory,
  args: { id: 'interactivity-warning', component: InteractivityWarningDialog, props: { secondsLeft: 42 } },
} satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Countdown: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Are you still there?' }, { timeout: 5000 }));
    await expect(dialog.getByRole('timer')).toHaveTextContent('signed out in 42 seconds');
  },
};
