// Turns the bench's measurements into a markdown report and the list of broken budgets.
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function renderReport(report) {
  const { budgets } = report;
  const failures = [];
  const check = (ok, message) => {
    if (!ok) failures.push(message);
    return ok ? 'ok' : '**over budget**';
  };
  const lines = [`# Benchmark report`, '', `${report.date}, ${report.durationSeconds} s on this machine.`, ''];

  lines.push('## Bundle (initial JS and CSS of `/`)', '', '| shell | JS raw | JS gzip | JS brotli | CSS gzip | budget (JS gzip) | |', '|---|---|---|---|---|---|---|');
  for (const [name, bundle] of Object.entries(report.bundle)) {
    const { js, css } = bundle.initial;
    const verdict = name === 'shell' ? check(js.gzip / 1024 <= budgets.initialJsGzipKb, `initial JS of / is ${kb(js.gzip)} kB gzip (budget ${budgets.initialJsGzipKb})`) : '';
    lines.push(`| ${name} | ${kb(js.raw)} kB | ${kb(js.gzip)} kB | ${kb(js.brotli)} kB | ${kb(css.gzip)} kB | ${budgets.initialJsGzipKb} kB | ${verdict} |`);
  }
  lines.push('', '### Largest route chunks (web shell, gzip)', '', '| chunk | raw | gzip | brotli |', '|---|---|---|---|');
  for (const chunk of report.bundle.shell.chunks.slice(0, 12)) {
    lines.push(`| ${chunk.file} | ${kb(chunk.raw)} kB | ${kb(chunk.gzip)} kB | ${kb(chunk.brotli)} kB |`);
  }

  if (report.lighthouse) {
    lines.push('', '## Lighthouse (mobile defaults, median of runs)', '', '| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | perf runs | |', '|---|---|---|---|---|---|---|---|---|---|');
    for (const [page, r] of Object.entries(report.lighthouse)) {
      const ok = check(r.performance >= budgets.lighthousePerformance && r.accessibility >= budgets.lighthouseAccessibility, `Lighthouse ${page}: performance ${r.performance} (>= ${budgets.lighthousePerformance}), accessibility ${r.accessibility} (${budgets.lighthouseAccessibility})`);
      lines.push(`| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.runs.join(', ')} | ${ok} |`);
    }
  }
  if (report.lobbyScale) {
    const s = report.lobbyScale;
    lines.push('', '## Game hall at catalogue scale', '', '| figure | value | budget |', '|---|---|---|');
    lines.push(`| time to first tile | ${s.timeToFirstTileMs} ms | |`);
    lines.push(`| max DOM nodes while scrolling to the end | ${s.maxDomNodes} | < ${budgets.lobbyDomNodes} ${check(s.maxDomNodes < budgets.lobbyDomNodes, `game hall DOM reached ${s.maxDomNodes} nodes`)} |`);
    lines.push(`| long tasks while scrolling | ${s.longTasksWhileScrolling} (longest ${s.longestTaskMs} ms) | 0 |`);
    lines.push(`| tiles in the DOM at the end / scrolled height | ${s.tilesInDomAtEnd} / ${s.scrolledHeightPx} px | |`);
  }
  if (report.apiCalls) {
    lines.push('', '## Platform calls of a cold load', '', '| page | calls | duplicates | methods |', '|---|---|---|---|');
    for (const [page, r] of Object.entries(report.apiCalls)) {
      check(r.duplicates.length <= budgets.duplicateCalls, `${page}: duplicate calls ${r.duplicates.join(', ')}`);
      lines.push(`| ${page} | ${r.calls} | ${r.duplicates.length ? r.duplicates.join('<br>') : '0'} | ${r.methods.join(', ')} |`);
    }
  }
  if (report.load) {
    const l = report.load;
    check(l.errors <= budgets.loadErrors, `emulator load check had ${l.errors} errors`);
    lines.push('', '## Emulator load (games.get and account.getInfo, loopback)', '', '| clients | seconds | requests | req/s | p50 | p95 | p99 | errors |', '|---|---|---|---|---|---|---|---|');
    lines.push(`| ${l.clients} | ${l.seconds} | ${l.requests} | ${l.perSecond} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.errors} |`);
  }
  lines.push('', failures.length ? `## Over budget\n\n- ${failures.join('\n- ')}` : 'All budgets met.', '');
  return { markdown: lines.join('\n'), failures };
}
