import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const bonus = { bonusId: 21, betting: true, name: 'Free bet 10 EUR', amount: { amount: 10, currency: 'EUR' } };

const meta = {
  title: 'Profile/Dialogs/Bonuses',
  component: OpenDialog,
  args: { id: 'bonus-activate', type: 'confirm', props: bonus },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Activate: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Activate this bonus?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await expect(await body.findByRole('alertdialog', { name: 'Your betting bonus is active' })).toBeInTheDocument();
  },
};

export const BurnBonuses: Story = {
  args: { id: 'burn-bonuses', props: { ...bonus, betting: false, name: 'Reload bonus 50%', activeName: '100% welcome bonus' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Replace your active bonus?' }));
    await expect(dialog.getByText(/burns your active bonus 100% welcome bonus/)).toBeInTheDocument();
  },
};

export const Remove: Story = {
  args: { id: 'bonus-remove', props: bonus },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Remove this bonus?' }));
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
  },
};

export const BettingBonusActivated: Story = {
  args: { id: 'betting-bonus-activated', props: bonus },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Your betting bonus is active' }));
    await expect(dialog.getByText('Free bet 10 EUR: €10 is on your betting bonus balance. Use it in the betting area.')).toBeInTheDocument();
  },
};
