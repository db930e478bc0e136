import { waitFor } from './wait-for';

describe('waitFor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    { name: 'already true', trueAfterMs: 0, options: {}, resolvesAtMs: 0 },
    { name: 'true after 250 ms, checked every 100 ms', trueAfterMs: 250, options: {}, resolvesAtMs: 300 },
    { name: 'true after 250 ms, checked every 50 ms', trueAfterMs: 250, options: { interval: 50 }, resolvesAtMs: 250 },
    { name: 'true at the 5 s limit', trueAfterMs: 5000, options: {}, resolvesAtMs: 5000 },
  ])('$name resolves at $resolvesAtMs ms', async ({ trueAfterMs, options, resolvesAtMs }) => {
    const start = Date.now();
    let resolvedAt: number | undefined;
    void waitFor(() => Date.now() - start >= trueAfterMs && 'ready', options).then((value) => {
      expect(value).toBe('ready');
      resolvedAt = Date.now() - start;
    });
    await vi.advanceTimersByTimeAsync(6000);
    expect(resolvedAt).toBe(resolvesAtMs);
  });

  it.each([
    { options: {}, rejectsAtMs: 5000 },
    { options: { timeout: 1000, interval: 250 }, rejectsAtMs: 1000 },
  ])('rejects after $rejectsAtMs ms with $options', async ({ options, rejectsAtMs }) => {
    const start = Date.now();
    const condition = vi.fn(() => false);
    const result = waitFor(condition, options).catch((error: Error) => ({ error, at: Date.now() - start }));
    await vi.advanceTimersByTimeAsync(10_000);
    const outcome = await result;
    expect(outcome).toEqual({ error: expect.any(Error), at: rejectsAtMs });
  });

  it('rejects with the error a condition throws', async () => {
    await expect(
      waitFor(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
  });
});
