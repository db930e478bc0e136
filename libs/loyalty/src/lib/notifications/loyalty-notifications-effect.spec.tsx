import { act, screen, within } from '@testing-library/react';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { loyaltyFeature } from '../loyalty-feature';
import { cmsLoyaltyFixture, cmsLoyaltyHandler, creditNotificationFixture, levelNotificationFixture, loyaltyBackend, notificationsAnswer } from '../testing/loyalty-fixtures';
import { accountFixture } from '@casino/api-client/testing';
import { LoyaltyNotificationsEffect } from './loyalty-notifications-effect';
import { writeSeen } from './seen-notifications';

const { server } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: loyaltyFeature, dialogs: dialogStandIns('auth') };

type FakeAudio = { src: string; volume: number; play: () => Promise<void> };

describe('LoyaltyNotificationsEffect', () => {
  let sounds: FakeAudio[];

  beforeEach(() => {
    localStorage.clear();
    // This browser has met the player before, with nothing shown yet: what arrives is news.
    writeSeen(localStorage, accountFixture.uid, []);
    sounds = [];
    vi.stubGlobal(
      'Audio',
      vi.fn(function FakeAudioConstructor(this: FakeAudio, src: string) {
        this.src = src;
        this.volume = 1;
        this.play = () => Promise.resolve();
        sounds.push(this);
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Lets MSW answer and React render while fake timers hold the notification timers. */
  const settle = async () => {
    for (let turn = 0; turn < 50; turn += 1) await act(() => vi.advanceTimersByTimeAsync(10));
  };

  it('shows each new notification 300 ms after it arrives, for the CMS duration, with the sound at volume 0.5', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    server.use(
      notificationsAnswer([creditNotificationFixture, levelNotificationFixture]),
      cmsLoyaltyHandler({ ...cmsLoyaltyFixture, notificationDurationSeconds: 2 }),
      ...loyaltyBackend().handlers,
    );
    await renderPage(<LoyaltyNotificationsEffect />, page);
    await settle();

    const region = screen.getByRole('region', { name: 'Loyalty notifications' });
    const cards = within(region).getAllByRole('status');
    // Oldest first: the level-up, then the credit with the points it added.
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('New level reached'),
      expect.stringContaining('Coins credited'),
    ]);
    expect(within(cards[1] as HTMLElement).getByText('+120 Coins')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText(/^\+/)).not.toBeInTheDocument();
    expect(sounds.map(({ src, volume }) => ({ src, volume }))).toEqual([
      { src: '/platform/sounds/coin.mp3', volume: 0.5 },
      { src: '/platform/sounds/coin.mp3', volume: 0.5 },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(region).queryAllByRole('status')).toHaveLength(0);
  });

  it('waits 300 ms before showing a card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let answered = 0;
    server.use(notificationsAnswer([creditNotificationFixture]), ...loyaltyBackend().handlers);
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('loyalty.getnotifications')) answered = Date.now();
    });
    await renderPage(<LoyaltyNotificationsEffect />, page);
    for (let turn = 0; turn < 20 && answered === 0; turn += 1) await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('Coins credited');
    server.events.removeAllListeners();
  });

  it('shows a notification once: the next visit stays quiet', async () => {
    server.use(notificationsAnswer([creditNotificationFixture]), ...loyaltyBackend().handlers);
    const first = await renderPage(<LoyaltyNotificationsEffect />, page);
    expect(await screen.findByRole('status')).toHaveTextContent('Coins credited');
    first.unmount();

    await renderPage(<LoyaltyNotificationsEffect />, page);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets the player dismiss a card', async () => {
    server.use(notificationsAnswer([levelNotificationFixture]), ...loyaltyBackend().handlers);
    await renderPage(<LoyaltyNotificationsEffect />, page);
    const card = await screen.findByRole('status');
    await act(async () => within(card).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing and asks nothing for a visitor', async () => {
    let asked = false;
    server.use(notificationsAnswer([creditNotificationFixture]), ...loyaltyBackend().handlers);
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('loyalty.getnotifications')) asked = true;
    });
    await renderPage(<LoyaltyNotificationsEffect />, { state: visitor, ...page });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('region', { name: 'Loyalty notifications' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
    server.events.removeAllListeners();
  });

  it('a browser meeting the player takes the earlier notifications as history: no card at sign-in, the next new one shows', async () => {
    localStorage.clear();
    const answer = { items: [levelNotificationFixture] };
    server.use(notificationsAnswer(answer.items), ...loyaltyBackend().handlers);
    const first = await renderPage(<LoyaltyNotificationsEffect />, page);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    server.use(notificationsAnswer([creditNotificationFixture, levelNotificationFixture]));
    await renderPage(<LoyaltyNotificationsEffect />, page);
    expect(await screen.findByRole('status')).toHaveTextContent('Coins credited');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
