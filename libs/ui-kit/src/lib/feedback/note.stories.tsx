import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../actions/button';
import { ErrorNote } from './error-note';
import { Note } from './note';

const meta = {
  title: 'Feedback/Note',
  component: Note,
  args: { tone: 'info', children: 'We sent a code to demo@example.com.' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Note>;
export default meta;
type Story = StoryObj<typeof meta>;

/** News the player waits for is announced politely. */
export const Info: Story = {
  args: { role: 'status' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We sent a code to demo@example.com.');
  },
};
export const Success: Story = { args: { tone: 'success', role: 'status', children: 'We sent a link to reset your password.' } };

/** A standing remark has no role: a screen reader reads it where it stands, and does not interrupt. */
export const Warning: Story = {
  args: { tone: 'warning', children: 'Withdrawals wait until your identity is verified.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A line and the button that answers it. */
export const WithAction: Story = {
  args: {
    tone: 'info',
    children: (
      <>
        <p>The sign-in window was blocked by the browser.</p>
        <Button variant="ghost" size="sm">
          Continue here
        </Button>
      </>
    ),
  },
};

/** What just went wrong: the kit's ErrorNote is this note, announced at once. */
export const Error: Story = {
  render: () => <ErrorNote>The purchase did not go through. Your points were not spent.</ErrorNote>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The purchase did not go through.');
  },
};
