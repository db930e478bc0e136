import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageIntro } from './page-intro';

const meta = {
  title: 'Display/PageIntro',
  component: PageIntro,
  args: { title: 'Loyalty shop', lead: 'Exchange points for free spins, bonuses and cash.', aside: <strong>1,250 Coins</strong> },
} satisfies Meta<typeof PageIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLeadAndAside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loyalty shop' })).toBeVisible();
    await expect(canvas.getByText('Exchange points for free spins, bonuses and cash.')).toBeVisible();
    await expect(canvas.getByText('1,250 Coins')).toBeVisible();
  },
};

/** The page's data names it: until it is in, a skeleton holds the heading's place. */
export const TitleOnItsWay: Story = {
  args: { title: undefined, lead: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
  },
};
