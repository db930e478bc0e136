import { CONFIRMATION_SENT_STORAGE_KEY, isConfirmationSent, markConfirmationSent, subscribeToConfirmationSent } from './confirmation-sent-flag';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

const blockedStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the confirmation-sent flag', () => {
  it('is set per login', () => {
    const storage = memoryStorage();
    expect(isConfirmationSent('a@b.cd', storage)).toBe(false);
    markConfirmationSent('a@b.cd', storage);
    expect(storage.getItem(CONFIRMATION_SENT_STORAGE_KEY)).toBe('a@b.cd');
    expect(isConfirmationSent('a@b.cd', storage)).toBe(true);
    expect(isConfirmationSent('other@b.cd', storage)).toBe(false);
    expect(isConfirmationSent(null, storage)).toBe(false);
  });

  it('tells its subscribers when it is set, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConfirmationSent(listener);
    markConfirmationSent('subscribed@b.cd', memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    markConfirmationSent('subscribed@b.cd', memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is remembered for the page when storage is blocked', () => {
    expect(isConfirmationSent('blocked@b.cd', blockedStorage)).toBe(false);
    expect(() => markConfirmationSent('blocked@b.cd', blockedStorage)).not.toThrow();
    expect(isConfirmationSent('blocked@b.cd', blockedStorage)).toBe(true);
    expect(isConfirmationSent('other-blocked@b.cd', blockedStorage)).toBe(false);
  });
});
