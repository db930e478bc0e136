import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { supportFeature } from '../support-feature';
import type { ChatAdapter } from '../chat/chat-adapter';
import { ChatWidgetEffect } from '../chat/chat-widget-effect';
import { chatSettings, cmsCommonWithFaq, faqFixture, noChatSettings } from '../testing/support-fixtures';
import { SupportPage } from './support-page';

const { server, seen } = startTestServer();

const fill = async (values: Partial<Record<'Your email' | 'Your name' | 'Subject' | 'Message', string>>) => {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
};

describe('SupportPage', () => {
  beforeEach(() => server.use(platformHandler('support.getsettings', noChatSettings)));

  it('sends a visitor’s message with Support.sendFeedback and confirms it', async () => {
    await renderPage(<SupportPage />, { route: '/support', state: visitor, feature: supportFeature });
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await fill({ 'Your email': 'ann@example.com', 'Your name': 'Ann', Message: 'My deposit has not arrived yet.' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
    expect(confirmation).toHaveTextContent('We will answer at ann@example.com as soon as we can.');
    expect(confirmation).toHaveFocus();
    const request = (await seen.all()).find((item) => item.path === '/api/Support.sendFeedback');
    expect(request?.body).toEqual({ email: 'ann@example.com', name: 'Ann', subject: 'null', text: 'My deposit has not arrived yet.' });

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('shows validation errors under their fields and keeps what was typed', async () => {
    await renderPage(<SupportPage />, { route: '/support', state: visitor, feature: supportFeature });
    await fill({ 'Your email': 'ann@example', 'Your name': 'Ann 2', Subject: 'Deposit' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Wrong email address')).toBeVisible();
    expect(screen.getByText('Wrong symbols in name')).toBeVisible();
    expect(screen.getByText('Field is required')).toBeVisible();
    expect(screen.getByLabelText(/^Your email/)).toHaveValue('ann@example');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Deposit');
    expect((await seen.all()).some((item) => item.path === '/api/Support.sendFeedback')).toBe(false);
  });

  it('keeps every value when the platform refuses the message, and says what to do', async () => {
    server.use(platformErrorHandler('Support.sendFeedback', 'TooManyRequestsException', { status: 429 }));
    await renderPage(<SupportPage />, { route: '/support', state: visitor, feature: supportFeature });
    await fill({ 'Your email': 'ann@example.com', Message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time. Please wait a few minutes and try again.');
    expect(screen.getByLabelText(/^Your email/)).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  });

  it('fills in a signed-in player’s email and counts the message’s characters', async () => {
    await renderPage(<SupportPage />, { route: '/support', feature: supportFeature });
    expect(screen.getByLabelText(/^Your email/)).toHaveValue('player@example.com');
    await fill({ Message: 'Hi!' });
    expect(screen.getByText('3 of 2,000 characters')).toBeVisible();
  });

  it('shows the CMS FAQ when there is one, and no live chat without a provider', async () => {
    server.use(cmsCommonWithFaq);
    await renderPage(<SupportPage />, { route: '/support', state: visitor, feature: supportFeature });
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const first = faqFixture[0];
    await userEvent.click(within(faq).getByText(first?.question ?? ''));
    expect(within(faq).getByText(first?.answer ?? '')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the answers' })).toHaveAttribute('href', '/support#faq');
    expect(screen.queryByRole('button', { name: 'Open live chat' })).toBeNull();
  });

  it('opens the configured live chat, and tells the player when the provider cannot be reached', async () => {
    server.use(platformHandler('support.getsettings', chatSettings('crisp')));
    const opened: string[] = [];
    let reachable = false;
    const adapter: ChatAdapter = {
      bubbleSelector: null,
      load: async () => {
        if (!reachable) throw new Error('script unreachable');
      },
      identify: () => undefined,
      show: (options) => void (options?.open && opened.push('open')),
      hide: () => undefined,
      destroy: () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPage(
      <>
        <ChatWidgetEffect loadAdapter={async () => () => adapter} whenIdle={() => () => undefined} />
        <SupportPage />
      </>,
      { route: '/support', state: visitor, feature: supportFeature },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open live chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The live chat could not be opened right now. Please send us a message instead.');
    expect(warn).toHaveBeenCalledWith('[support] the crisp live chat could not be started; the site goes on without it', expect.any(Error));

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Open live chat' }));
    await waitFor(() => expect(opened).toEqual(['open']));
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });
});
