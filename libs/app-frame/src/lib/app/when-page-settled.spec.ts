import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_TIMEOUT_MS, whenPageSettled } from './when-page-settled';

/** A window whose load state and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: vi.fn((run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout })),
    cancelIdleCallback: vi.fn((handle: number) => idle.splice(handle - 1, 1)),
  });
  return { win: win as unknown as Window, idle };
}

describe('whenPageSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for an idle moment at most SETTLE_TIMEOUT_MS away', () => {
    const { win, idle } = fakeWindow('interactive');
    const work = vi.fn();
    whenPageSettled(work, win);
    expect(idle).toHaveLength(0);
    win.dispatchEvent(new Event('load'));
    expect(idle).toEqual([{ run: expect.any(Function), timeout: SETTLE_TIMEOUT_MS }]);
    expect(work).not.toHaveBeenCalled();
    idle[0]?.run();
    expect(work).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, asks for the idle moment at once', () => {
    const { win, idle } = fakeWindow('complete');
    const work = vi.fn();
    whenPageSettled(work, win);
    idle[0]?.run();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancelled before the load, does nothing when the page loads', () => {
    const { win, idle } = fakeWindow('loading');
    const cancel = whenPageSettled(vi.fn(), win);
    cancel();
    win.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
  });

  it('without idle callbacks (Safari), runs in a task after the load', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const win = Object.assign(new EventTarget(), { document: { readyState: 'complete' }, setTimeout, clearTimeout }) as unknown as Window;
    whenPageSettled(work, win);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
