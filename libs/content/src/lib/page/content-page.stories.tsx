import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentHandlers, seosFailingHandler, seosHandler, seosPendingHandler } from '../testing/content-handlers';
import { ContentPage } from './content-page';

function Page() {
  return (
    <Routes>
      <Route path="/:slug" element={<ContentPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Content/Content page',
  component: Page,
  parameters: { router: { initialEntries: ['/faq'] }, msw: contentHandlers },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFaq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
    const question = canvas.getByText('How fast are withdrawals at Casino Demo?');
    const answer = canvas.getByText('Most withdrawals are processed within 24 hours.');
    await expect(answer).not.toBeVisible();
    // Each question is a native disclosure: reachable with Tab (the e2e test opens it with the real Enter key).
    await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await waitFor(() => expect(answer).toBeVisible());
    await userEvent.click(question);
    await waitFor(() => expect(answer).not.toBeVisible());
  },
};

export const WithoutFaq: Story = {
  parameters: { router: { initialEntries: ['/terms'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms and conditions of Casino Demo' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated: \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: { router: { initialEntries: ['/terms'] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { router: { initialEntries: ['/no-such-page'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page Not Found: /no-such-page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const CmsFailure: Story = {
  parameters: { router: { initialEntries: ['/terms'] } },
  beforeEach({ msw }) {
    msw.use(seosFailingHandler);
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Check your connection and try again.');
    msw.use(seosHandler());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms and conditions of Casino Demo' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { router: { initialEntries: ['/terms'] } },
  beforeEach({ msw }) {
    msw.use(seosPendingHandler);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the page');
  },
};
