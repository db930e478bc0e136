import { platformErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Profile/Dialogs/Responsible gaming',
  component: OpenDialog,
  args: { id: 'reality-check', type: 'popup', preventClose: true },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RealityCheck: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Time for a reality check' }));
    await waitFor(() => expect(dialog.getByTestId('reality-net')).toHaveTextContent('-€42.50'));
    await expect(dialog.getByRole('link', { name: 'My limits' })).toHaveAttribute('href', '/profile/responsible-game');
    await expect(dialog.getByRole('link', { name: 'Play history' })).toHaveAttribute('href', '/profile/bets/history');
    await expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue playing' }));
    await expect(body.queryByRole('dialog', { name: 'Time for a reality check' })).not.toBeInTheDocument();
  },
};

export const SelfExclusion: Story = {
  args: { id: 'rg-exclusion', type: 'confirm', props: { kind: 'self_exclusion', duration: '1y' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Exclude yourself for 1 year?' }));
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  },
};

export const ExclusionFailed: Story = {
  args: { id: 'rg-exclusion', type: 'confirm', props: { kind: 'time_out', duration: '24h' } },
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('responsibleGaming.takeTimeOut', 'InternalServerErrorException', { status: 500 }));
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Take a break for 24 hours?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, sign me out' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('We could not save that. Please try again.');
  },
};

export const SessionLimitWarning: Story = {
  args: { id: 'session-limit-warning', type: 'popup', preventClose: false, props: { endsAt: Date.now() + 4 * 60_000 + 30_000 } },
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Your session time is almost up' }));
    await expect(dialog.getByRole('timer')).toHaveAccessibleName(/4 minutes/);
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(body.queryByRole('dialog', { name: 'Your session time is almost up' })).not.toBeInTheDocument();
  },
};
