import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuestionList } from './question-list';

const meta = {
  title: 'Display/QuestionList',
  component: QuestionList,
  args: {
    items: [
      { question: 'How fast are withdrawals?', answer: 'Most withdrawals are processed within 24 hours.' },
      { question: 'Can I play for free?', answer: 'Most games have a demo mode.\nNo deposit is needed.' },
    ],
  },
} satisfies Meta<typeof QuestionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each question is reachable with Tab; the e2e suite opens one with the real Enter key (a synthetic key does not). */
export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const answer = canvas.getByText('Most withdrawals are processed within 24 hours.');
    await expect(answer).not.toBeVisible();
    const question = canvas.getByText('How fast are withdrawals?');
    await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
  },
};
