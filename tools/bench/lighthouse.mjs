// Lighthouse with its mobile defaults, three runs per page, the median run reported (by performance score).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

export async function runLighthouse(url, { runs = 3, cookie } = {}) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      results.push({
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  results.sort((a, b) => a.performance - b.performance);
  return { ...results[Math.floor(results.length / 2)], runs: results.map((r) => r.performance) };
}
