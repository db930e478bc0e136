import { accountFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatWidgetEffect } from '../chat/chat-widget-effect';
import { chatSettings, cmsCommonWithFaq, storyHandlers } from '../testing/support-fixtures';
import { SupportPage } from './support-page';

const meta = {
  title: 'Support/Support page',
  component: SupportPage,
  parameters: { layout: 'padded', router: { initialEntries: ['/support'] }, msw: storyHandlers },
} satisfies Meta<typeof SupportPage>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write a message' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open live chat' })).toBeNull();
  },
};

/** A provider is configured (its script is unreachable here, as everywhere offline) and the CMS has a FAQ. */
export const WithLiveChatAndFaq: Story = {
  parameters: { msw: [platformHandler('support.getsettings', chatSettings('crisp')), cmsCommonWithFaq, ...storyHandlers] },
  render: () => (
    <>
      <ChatWidgetEffect whenIdle={() => () => undefined} loadScript={() => Promise.reject(new Error('offline'))} />
      <SupportPage />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Open live chat' }));
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent('The live chat could not be opened right now.');
  },
};

export const SignedInPlayer: Story = {
  parameters: { msw: [platformHandler('account.getInfo', accountFixture), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('player@example.com', {})).toBeVisible();
  },
};

export const SendFeedback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Your email/), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText(/^Message/), 'My deposit has not arrived yet.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Your email/), 'ann@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Wrong email address', {})).toBeVisible();
    await expect(canvas.getByLabelText(/^Your email/)).toHaveValue('ann@');
  },
};

export const SendFailure: Story = {
  parameters: { msw: [platformErrorHandler('Support.sendFeedback', 'InternalServerErrorException', { status: 500 }), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Your email/), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent('Your message could not be sent. Please try again in a moment.');
    await expect(canvas.getByLabelText(/^Message/)).toHaveValue('Hello');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: [platformHandler('support.getsettings', chatSettings('crisp')), cmsCommonWithFaq, ...storyHandlers] },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { msw: [platformHandler('support.getsettings', chatSettings('crisp')), cmsCommonWithFaq, ...storyHandlers] },
};
