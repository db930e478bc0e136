import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { createBusyMeter } from './busy-meter.ts';

const spin = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A thread that is all work: a server rendering and compressing without pause.
  }
};

describe('busy meter', () => {
  test('idle, then busy while the thread works without pause, then idle again', async () => {
    const meter = createBusyMeter({ intervalMs: 50 });
    await sleep(120);
    assert.equal(meter.busy(), false);
    for (let i = 0; i < 6; i++) {
      spin(40);
      await sleep(1);
    }
    assert.equal(meter.busy(), true);
    await sleep(150);
    assert.equal(meter.busy(), false);
    meter.stop();
  });
});
