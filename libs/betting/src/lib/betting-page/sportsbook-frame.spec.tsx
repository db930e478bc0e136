import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { SportsbookFrame, type SportsbookFrameProps } from './sportsbook-frame';

function renderFrame(props: Partial<SportsbookFrameProps> = {}) {
  const handlers = { onBetPlaced: vi.fn(), onSignIn: vi.fn(), onRetry: vi.fn() };
  render(
    <IntlProvider locale="en" messages={en}>
      <SportsbookFrame locale="pl" {...handlers} {...props} />
    </IntlProvider>,
  );
  const frame = screen.getByTitle('Sportsbook') as HTMLIFrameElement;
  /** A message as the sportsbook page posts it to its parent. */
  const post = (data: unknown, { origin = window.location.origin, source = frame.contentWindow }: { origin?: string; source?: Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { frame, post, ...handlers };
}

describe('SportsbookFrame', () => {
  it('embeds the platform’s sportsbook page in the player’s locale, behind a loading state until it is ready', () => {
    const { frame, post } = renderFrame();
    expect(frame.getAttribute('src')).toBe('/platform/betting?locale=pl');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sportsbook…');
    post({ type: 'sportsbook:ready' });
    expect(screen.queryByRole('status')).toBeNull();
    post({ type: 'sportsbook:resize', height: 1480 });
    expect(frame.style.height).toBe('1480px');
  });

  it('passes on bets placed and sign-in requests, and ignores other windows and origins', () => {
    const { post, onBetPlaced, onSignIn } = renderFrame();
    post({ type: 'sportsbook:bet-placed' }, { origin: 'https://evil.example' });
    post({ type: 'sportsbook:bet-placed' }, { source: window });
    expect(onBetPlaced).not.toHaveBeenCalled();
    post({ type: 'sportsbook:bet-placed' });
    post({ type: 'sportsbook:sign-in' });
    expect(onBetPlaced).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the sportsbook does not come up in time', async () => {
    vi.useFakeTimers();
    let onRetry = vi.fn();
    try {
      ({ onRetry } = renderFrame({ readyTimeoutMs: 1000 }));
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('The sportsbook is not available right now');
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('fails fast when the frame loaded a page that is not the sportsbook (an error page)', () => {
    vi.useFakeTimers();
    try {
      const { frame } = renderFrame();
      act(() => {
        frame.dispatchEvent(new Event('load'));
        vi.advanceTimersByTime(3000);
      });
      expect(screen.getByRole('alert')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
