import { loadedTelegramSdk, loadTelegramSdk } from './load-telegram-sdk';

const { startTelegramSdk } = vi.hoisted(() => ({ startTelegramSdk: vi.fn() }));
vi.mock('./telegram-sdk', () => ({ startTelegramSdk }));

describe('loading the Telegram SDK beside the start-up', () => {
  it('loads and starts it once, however many ask, and keeps it for later readers', async () => {
    expect(loadedTelegramSdk()).toBeUndefined();
    const [first, second] = await Promise.all([loadTelegramSdk(), loadTelegramSdk()]);
    expect(first).toBe(second);
    expect(startTelegramSdk).toHaveBeenCalledTimes(1);
    expect(loadedTelegramSdk()).toBe(first);
    await loadTelegramSdk();
    expect(startTelegramSdk).toHaveBeenCalledTimes(1);
  });
});
