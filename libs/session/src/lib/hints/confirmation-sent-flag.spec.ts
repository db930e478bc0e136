import { CONFIRMATION_SENT_STORAGE_KEY, isConfirmationSent, markConfirmationSent } from './confirmation-sent-flag';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
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

  it('counts as not sent when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => markConfirmationSent('a@b.cd', blocked)).not.toThrow();
    expect(isConfirmationSent('a@b.cd', blocked)).toBe(false);
  });
});
