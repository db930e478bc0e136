import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPENER_WAIT_MS, openLiveChat, registerChatOpener } from './chat-opener';

describe('openLiveChat', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the chat through the registered widget', async () => {
    const unregister = registerChatOpener(() => Promise.resolve(true));
    await expect(openLiveChat()).resolves.toBe(true);
    unregister();
  });

  it('asked before the widget has mounted, opens it as soon as it registers', async () => {
    vi.useFakeTimers();
    const opened = openLiveChat();
    await vi.advanceTimersByTimeAsync(OPENER_WAIT_MS - 1000);
    const open = vi.fn(() => Promise.resolve(true));
    const unregister = registerChatOpener(open);
    await expect(opened).resolves.toBe(true);
    expect(open).toHaveBeenCalledOnce();
    unregister();
  });

  it('says it could not when no widget registers in time, and a late widget is not opened for it', async () => {
    vi.useFakeTimers();
    const opened = openLiveChat();
    await vi.advanceTimersByTimeAsync(OPENER_WAIT_MS);
    await expect(opened).resolves.toBe(false);
    const open = vi.fn(() => Promise.resolve(true));
    const unregister = registerChatOpener(open);
    expect(open).not.toHaveBeenCalled();
    unregister();
  });
});
