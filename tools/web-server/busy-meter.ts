import { performance } from 'node:perf_hooks';

/**
 * Whether this process's one thread has been busy lately: its event loop's utilization over the last interval. The
 * web server sends a kept page in the encoding that costs it least while it is busy (see sendCached): a player waits
 * less for 2 kB more than for a thread that compresses every page anew. The threshold is low: sending kept pages
 * without compressing them keeps a loaded server near half busy, and a threshold there would flip it back and forth.
 */
export function createBusyMeter({ intervalMs = 500, threshold = 0.2 }: { intervalMs?: number; threshold?: number } = {}) {
  let busy = false;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization > threshold;
    last = now;
  }, intervalMs);
  // A meter never keeps the process alive.
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}
