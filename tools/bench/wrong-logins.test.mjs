import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGETS } from './budgets.mjs';
import { percentile } from './median.mjs';
import { renderReport } from './report.mjs';

const figure = (p99) => ({ parallelLogins: 100, waves: 5, seconds: 30, probes: 900, p50: 2, p95: 20, p99, max: 120, probeErrors: 0, loginStatuses: { 400: 500 } });

test('the wrong-logins figure is reported beside its budget of 100 ms', () => {
  const { markdown, failures } = renderReport({ date: 'now', budgets: BUDGETS, bundle: {}, wrongLogins: figure(45) });
  assert.match(markdown, /## metadata\.getgeneralinfo p99 during 100 parallel wrong logins/);
  assert.match(markdown, /\| 45 ms \| 120 ms \| 100 ms \| ok \|/);
  assert.deepEqual(failures, []);
});

test('a p99 over 100 ms breaks the budget', () => {
  const { failures } = renderReport({ date: 'now', budgets: BUDGETS, bundle: {}, wrongLogins: figure(140) });
  assert.deepEqual(failures, ['metadata.getgeneralinfo p99 during 100 parallel wrong logins is 140 ms (budget 100)']);
});

test('percentile reads an ascending list', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);
  assert.equal(percentile(values, 0.5), 51);
  assert.equal(percentile(values, 0.99), 100);
  assert.equal(percentile([], 0.99), 0);
});
