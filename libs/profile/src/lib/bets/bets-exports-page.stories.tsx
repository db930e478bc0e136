import { accountFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BetsExportsPage } from './bets-exports-page';

const meta = {
  title: 'Profile/Bets exports',
  component: BetsExportsPage,
  parameters: { router: { initialEntries: ['/profile/bets/exports'] } },
} satisfies Meta<typeof BetsExportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Download' })).toHaveAttribute('href', '/platform/exports/3.csv');
    await expect(canvas.getByText('01.11.2026 – 20.11.2026')).toBeInTheDocument();
  },
};

export const WrongPeriod: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'New export' }));
    await userEvent.type(form.getByLabelText(/^From/), '10112026');
    await userEvent.type(form.getByLabelText(/^To/), '01112026');
    await userEvent.click(form.getByRole('button', { name: 'Request export' }));
    await expect(await form.findByText('The end date must not be before the start date.')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  parameters: { state: { account: accountFixture, generalInfo: { is_game_history_export_enabled: false } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Exports are not available' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
