import { act, renderHook } from '@testing-library/react';
import { grownAmount, useGrowingAmount } from './use-growing-amount';

describe('a growing jackpot amount', () => {
  it('adds the hourly growth pro rata, in whole cents', () => {
    expect(grownAmount(1000, 36, 0)).toBe(1000);
    expect(grownAmount(1000, 36, 1000)).toBe(1000.01);
    expect(grownAmount(1000, 36, 3_600_000)).toBe(1036);
  });

  it('ticks up every second and restarts from a fresh platform value', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ amount }) => useGrowingAmount(amount, 3600), { initialProps: { amount: 500 } });
    expect(result.current).toBe(500);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(503);
    rerender({ amount: 800 });
    expect(result.current).toBe(800);
    vi.useRealTimers();
  });
});
