import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { SportsbookFrame, type SportsbookFrameProps } from './sportsbook-frame';

function renderFrame(props: Partial<SportsbookFrameProps> = {}) {
  const handlers = { onBalanceChanged: vi.fn(), onNavigate: vi.fn(), onRetry: vi.fn() };
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
  it('embeds the sportsbook page in the player’s locale and shows it once its document has loaded, with no message at all', () => {
    const { frame } = renderFrame();
    expect(frame.getAttribute('src')).toBe('/platform/betting?locale=pl');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sportsbook…');
    act(() => {
      frame.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(frame.className).not.toMatch(/hidden/);
  });

  it('follows the optional frame contract: size, money moved, a page of the site', () => {
    const { frame, post, onBalanceChanged, onNavigate } = renderFrame();
    post({ type: 'frame:resize', height: 1480 });
    expect(frame.style.height).toBe('1480px');
    post({ type: 'frame:balance-changed' });
    post({ type: 'frame:navigate', to: 'deposit' });
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('deposit');
  });

  it('opens another site’s page the frame asks for beside the site, never a script address', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { post } = renderFrame();
    post({ type: 'frame:open-link', url: 'https://stats.example/match/1' });
    post({ type: 'frame:open-link', url: 'javascript:alert(1)' });
    post({ type: 'frame:open-link', url: 'https://stats.example/other' }, { origin: 'https://evil.example' });
    expect(open.mock.calls).toEqual([['https://stats.example/match/1', '_blank', 'noopener,noreferrer']]);
    open.mockRestore();
  });

  it('ignores other windows, other origins and addresses in place of destinations', () => {
    const { post, onBalanceChanged, onNavigate } = renderFrame();
    post({ type: 'frame:balance-changed' }, { origin: 'https://evil.example' });
    post({ type: 'frame:balance-changed' }, { source: window });
    post({ type: 'frame:navigate', to: 'https://evil.example/phish' });
    expect(onBalanceChanged).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('reads messages from the origin of a sportsbook served elsewhere, and only from it', () => {
    const { frame, post, onBalanceChanged } = renderFrame({ src: 'https://sportsbook.example.com/embed?skin=dark' });
    expect(frame.getAttribute('src')).toBe('https://sportsbook.example.com/embed?skin=dark&locale=pl');
    post({ type: 'frame:balance-changed' });
    expect(onBalanceChanged).not.toHaveBeenCalled();
    post({ type: 'frame:balance-changed' }, { origin: 'https://sportsbook.example.com' });
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the sportsbook page does not load in time', async () => {
    vi.useFakeTimers();
    let onRetry = vi.fn();
    try {
      ({ onRetry } = renderFrame({ loadTimeoutMs: 1000 }));
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('The sportsbook is not available right now');
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
