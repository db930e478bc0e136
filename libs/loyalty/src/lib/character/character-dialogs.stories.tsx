import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { loyaltyBackend } from '../testing/loyalty-fixtures';
import { storyHandlers } from '../testing/story-handlers';
import { CharacterChangeConfirmDialog } from './character-change-confirm-dialog';
import { CharacterChangeDialog } from './character-change-dialog';

const meta = {
  title: 'Loyalty/Character dialogs',
  component: CharacterChangeDialog,
  parameters: { msw: [...loyaltyBackend().handlers, ...storyHandlers] },
  args: { close: fn(), preventClose: false },
} satisfies Meta<typeof CharacterChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Change: Story = {
  play: async ({ canvasElement }) => {
    const knight = await within(canvasElement).findByRole('radio', { name: /Knight/ });
    await waitFor(() => expect(knight).toBeChecked());
  },
};

export const Confirm: Story = {
  render: (args) => <CharacterChangeConfirmDialog close={args.close} preventClose={false} characterId={2} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Play as Wizard?' })).toBeVisible();
  },
};
