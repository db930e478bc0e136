import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Skeleton } from '../feedback/skeleton';
import { WhenNearViewport } from './when-near-viewport';

const meta = {
  title: 'Layout/WhenNearViewport',
  component: WhenNearViewport,
  args: { placeholder: <p>Placeholder</p>, children: <p>Content</p>, margin: '100px' },
} satisfies Meta<typeof WhenNearViewport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The component three screens below the top of the page. */
const belowTheScreen: Story['render'] = (args) => (
  <div>
    <div style={{ height: '300vh' }} />
    <WhenNearViewport {...args} />
  </div>
);

/** On screen: the content replaces the placeholder at once. */
export const OnScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Content')).toBeVisible();
  },
};

/** Far below the screen: the placeholder until scrolled near, then the content, which stays. */
export const BelowTheScreen: Story = {
  render: belowTheScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Placeholder')).toBeInTheDocument();
    await expect(canvas.queryByText('Content')).not.toBeInTheDocument();
    canvas.getByText('Placeholder').scrollIntoView();
    await waitFor(() => expect(canvas.getByText('Content')).toBeInTheDocument());
    window.scrollTo(0, 0);
    await expect(canvas.getByText('Content')).toBeInTheDocument();
  },
};

/** A skeleton waiting far below the screen stands still (no frame is painted for it), and shimmers once near. */
export const SkeletonPlaceholderStandsStill: Story = {
  args: { placeholder: <Skeleton shape="rect" height={80} />, children: <Skeleton shape="rect" height={80} /> },
  render: belowTheScreen,
  play: async ({ canvasElement }) => {
    const shimmerOf = () => getComputedStyle(canvasElement.querySelector('[aria-hidden="true"]') as Element, '::after');
    await expect(shimmerOf().animationPlayState).toBe('paused');
    (canvasElement.querySelector('[aria-hidden="true"]') as Element).scrollIntoView();
    await waitFor(() => expect(shimmerOf().animationPlayState).toBe('running'));
    window.scrollTo(0, 0);
  },
};

/** A placeholder of the content's own kind is updated in place, not replaced: its elements stay in the page. */
export const UpdatedInPlace: Story = {
  args: { margin: '0px' },
  render: (args) => (
    <div>
      <div style={{ height: '300vh' }} />
      <WhenNearViewport {...args} placeholder={<p data-testid="row">Placeholder</p>}>
        <p data-testid="row">Content</p>
      </WhenNearViewport>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByTestId('row');
    await expect(row).toHaveTextContent('Placeholder');
    row.scrollIntoView();
    await waitFor(() => expect(canvas.getByTestId('row')).toHaveTextContent('Content'));
    await expect(canvas.getByTestId('row')).toBe(row);
    window.scrollTo(0, 0);
  },
};
