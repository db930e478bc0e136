export type WaitForOptions = {
  /** Milliseconds before giving up; 5000 by default (SPEC.md 9). */
  timeout?: number;
  /** Milliseconds between checks; 100 by default (SPEC.md 9). */
  interval?: number;
};

/**
 * Resolves with the condition's first truthy value (checked now, then every `interval` ms), or rejects
 * after `timeout` ms. For things no event announces, such as a third-party widget's global appearing.
 */
export function waitFor<T>(condition: () => T | null | undefined | false, { timeout = 5000, interval = 100 }: WaitForOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const startedAt = Date.now();
    const check = () => {
      let value: T | null | undefined | false;
      try {
        value = condition();
      } catch (error) {
        reject(error);
        return;
      }
      if (value) {
        resolve(value);
        return;
      }
      if (Date.now() - startedAt >= timeout) {
        reject(new Error(`waitFor: condition not met within ${timeout} ms`));
        return;
      }
      setTimeout(check, interval);
    };
    check();
  });
}
