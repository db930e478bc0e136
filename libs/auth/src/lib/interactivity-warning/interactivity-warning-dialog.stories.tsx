import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Auth/Interactivity warning dialog',
  component: OpenDialog,
  args: { id: 'interactivity-warning', props: { secondsLeft: 42 } },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Countdown: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Are you still there?' }));
    await expect(dialog.getByRole('timer')).toHaveTextContent('signed out in 42 seconds');
  },
};
