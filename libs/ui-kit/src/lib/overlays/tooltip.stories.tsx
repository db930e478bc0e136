import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../actions/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: { content: 'Wagering: bet the bonus 35 times before withdrawing', children: <IconButton icon="info" label="About wagering" variant="secondary" /> },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'About wagering' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
export const Bottom: Story = { args: { placement: 'bottom' } };
