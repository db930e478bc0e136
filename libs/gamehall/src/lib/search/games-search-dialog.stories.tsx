import { cmsLooseFixture } from '@casino/cms-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GamesSearchDialog } from './games-search-dialog';
import { RECENT_SEARCHES_KEY } from './recent-searches';

const meta = {
  title: 'Gamehall/GamesSearchDialog',
  component: GamesSearchDialog,
  args: { close: () => undefined, preventClose: false },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
  beforeEach: () => {
    window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  },
} satisfies Meta<typeof GamesSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InstantResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Game name'), 'lucky');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/games? found/));
    const results = canvas.getByRole('list', { name: 'Results' });
    const [first] = within(results).getAllByRole('link');
    await expect(first).toHaveTextContent('Lucky Sevens');
    if (first) await userEvent.click(first);
    await expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['lucky']);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Game name');
    await userEvent.type(field, 'book');
    const results = await canvas.findByRole('list', { name: 'Results' });
    const links = within(results).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveFocus();
  },
};

export const RecentSearches: Story = {
  beforeEach: () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['dragon', 'fruits']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'dragon' }));
    await expect(canvas.getByLabelText('Game name')).toHaveValue('dragon');
    await expect(await canvas.findByRole('list', { name: 'Results' })).toHaveTextContent('Dragon Fortune');
  },
};

export const NothingFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/cms/api/search-config', () => HttpResponse.json({ data: cmsLooseFixture('searchconfig', { minQueryLength: 3, emptyText: 'No such game here.', placeholder: 'Which game?' }) })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The CMS settings arrive first: its placeholder, minimum length and empty text replace the defaults.
    await userEvent.type(await canvas.findByPlaceholderText('Which game?'), 'zz');
    await expect(canvas.getByText('Type at least 3 letters.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Game name'), 'z');
    await expect(await canvas.findByText('No such game here.')).toBeInTheDocument();
  },
};
