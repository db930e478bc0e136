// Lighthouse with its mobile defaults (simulated slow 4G and 4x CPU slowdown), several runs per page, the median run
// reported (by performance score), with what each category lost points on so a finding can be acted upon.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS } from './chrome-args.mjs';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { medianBy } from './median.mjs';

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits of a category that cost points (weighted, score below 1), as `id` (or `id: selector, …` for nodes). */
function lostPoints(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const items = lhr.audits[ref.id].details?.items ?? [];
      const nodes = items.map((item) => item.node?.selector).filter(Boolean).slice(0, 3);
      return nodes.length ? `${ref.id}: ${nodes.join(', ')}` : ref.id;
    });
}

/**
 * The main-thread tasks Lighthouse simulated as over 50 ms after its first contentful paint, longest first: these
 * are what Total Blocking Time sums (each over 50 ms counts its excess). Simulated ms, with the script the task ran.
 */
function blockingTasks(lhr, fcpMs) {
  return (lhr.audits['long-tasks']?.details?.items ?? [])
    .filter((task) => task.startTime + task.duration > fcpMs)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 6)
    .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${String(task.url ?? '').split('/').pop() || 'page'})`);
}

function summarise(lhr) {
  const audits = lhr.audits;
  const observed = audits['metrics']?.details?.items?.[0] ?? {};
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = audits['layout-shifts']?.details?.items ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    lcpElement: lcpElement ? `${lcpElement.selector} (${lcpElement.nodeLabel ?? ''})`.slice(0, 160) : null,
    layoutShifts: shifts.slice(0, 3).map((item) => `${item.node?.selector ?? '?'} ${Number(item.score ?? 0).toFixed(3)}`),
    // Lighthouse's first paint on the unthrottled load it observed: when Chrome paints before the scripts have run,
    // their start-up lands after the simulated FCP and counts as blocking time.
    observedFirstPaintMs: Math.round(observed.observedFirstPaint ?? 0),
    blockingTasks: blockingTasks(lhr, audits['first-contentful-paint']?.numericValue ?? 0),
    lost: {
      accessibility: lostPoints(lhr, 'accessibility'),
      bestPractices: lostPoints(lhr, 'best-practices'),
      seo: lostPoints(lhr, 'seo'),
    },
  };
}

/**
 * `runs` Lighthouse runs of a page, the median by performance. A run Lighthouse gives up on (on a busy machine: "the
 * page stopped responding") is tried again, twice at most in all; its message is kept in `failedRuns`, and a page
 * without any run is reported as such instead of ending the bench.
 */
export async function runLighthouse(url, { runs = 3, cookie } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
  const results = [];
  const failedRuns = [];
  try {
    while (results.length < runs && failedRuns.length <= 2) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // The session cookie on every request of the page (document and /api calls), as a signed-in browser sends it.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result?.lhr) failedRuns.push('no result');
      else if (result.lhr.runtimeError) failedRuns.push(result.lhr.runtimeError.message);
      else results.push(summarise(result.lhr));
    }
  } finally {
    await chrome.kill();
  }
  if (!results.length) return { failed: true, failedRuns, runs: [] };
  return { ...medianBy(results, 'performance'), runs: results.map((r) => r.performance), failedRuns };
}
