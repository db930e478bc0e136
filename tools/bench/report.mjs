// Turns the bench's measurements into a markdown report (each figure beside its budget) and the list of broken budgets.
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function renderReport(report) {
  const { budgets } = report;
  const failures = [];
  const check = (ok, message) => {
    if (!ok) failures.push(message);
    return ok ? 'ok' : '**over budget**';
  };
  const load = (m) => (m ? `load average ${m.loadAverage.join(' / ')} on ${m.cpus} cores` : '');
  const lines = [
    '# Benchmark report',
    '',
    `${report.date}: ${report.durationSeconds} s in all${report.buildSeconds !== undefined ? ` (build ${report.buildSeconds} s)` : ' (build skipped)'}.`,
    `Machine: ${load(report.machineAtStart)} at the start, ${load(report.machineAtEnd)} at the end; performance and`,
    'timing figures are only comparable between runs on an equally quiet machine.',
    '',
  ];

  lines.push(
    '## Bundle: initial JS and CSS of `/`',
    '',
    'What index.html loads before any route chunk (entry, modulepreloads, stylesheets). kB = 1024 bytes.',
    '',
    '| shell | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | CSS brotli | budget (JS gzip) | |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, bundle] of Object.entries(report.bundle)) {
    const { js, css } = bundle.initial;
    // Both shells' `/` answer to the budget: the mini-app opens on a phone too.
    const verdict = check(js.gzip / 1024 <= budgets.initialJsGzipKb, `initial JS of / (${name}) is ${kb(js.gzip)} kB gzip (budget ${budgets.initialJsGzipKb})`);
    lines.push(
      `| ${name} | ${kb(js.raw)} kB | ${kb(js.gzip)} kB | ${kb(js.brotli)} kB | ${kb(css.raw)} kB | ${kb(css.gzip)} kB | ${kb(css.brotli)} kB | ${budgets.initialJsGzipKb} kB | ${verdict} |`,
    );
  }
  for (const [name, bundle] of Object.entries(report.bundle)) {
    lines.push(
      '',
      `### Route chunks: ${name}`,
      '',
      `Each lazy page: its own chunk, then with the chunks it imports that \`/\` did not load (what navigating there costs), and its CSS. All JS of the build: ${kb(bundle.totalJs.gzip)} kB gzip, ${kb(bundle.totalJs.brotli)} kB brotli. No budget.`,
      '',
      '| page (chunk) | gzip | brotli | with imports gzip | with imports brotli | CSS gzip | CSS brotli |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of bundle.routes) {
      lines.push(
        `| ${r.name} (${r.file.replace(/^assets\//, '')}) | ${kb(r.gzip)} kB | ${kb(r.brotli)} kB | ${kb(r.withImports.gzip)} kB | ${kb(r.withImports.brotli)} kB | ${kb(r.css.gzip)} kB | ${kb(r.css.brotli)} kB |`,
      );
    }
  }

  const lighthouseTable = (title, results, protocol) => {
    lines.push(
      '',
      `## ${title} (mobile defaults, median of ${Object.values(results)[0]?.runs.length ?? 0} runs by performance)`,
      '',
      `Budget (issue 26): performance >= ${budgets.lighthousePerformance} on public pages and >= ${budgets.lighthousePerformanceSignedIn} signed in, LCP <= ${budgets.lcpMs} ms, TBT <= ${budgets.tbtMs} ms, CLS ${budgets.cls}, SEO ${budgets.lighthouseSeo} on public pages, accessibility ${budgets.lighthouseAccessibility}. Served over ${protocol}, simulated slow 4G and 4x CPU slowdown.`,
      '',
      '| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | perf of each run | |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    const notes = [];
    for (const [page, r] of Object.entries(results)) {
      if (r.failed) {
        lines.push(`| ${page} | no run finished: ${r.failedRuns.join('; ')} | | | | | | | | | ${check(false, `Lighthouse ${page} over ${protocol}: no run finished`)} |`);
        continue;
      }
      const signedIn = page.includes('signed in');
      const perfBudget = signedIn ? budgets.lighthousePerformanceSignedIn : budgets.lighthousePerformance;
      const misses = [
        r.performance < perfBudget && `performance ${r.performance} (>= ${perfBudget})`,
        r.accessibility < budgets.lighthouseAccessibility && `accessibility ${r.accessibility} (${budgets.lighthouseAccessibility})`,
        r.lcpMs > budgets.lcpMs && `LCP ${r.lcpMs} ms (<= ${budgets.lcpMs})`,
        r.tbtMs > budgets.tbtMs && `TBT ${r.tbtMs} ms (<= ${budgets.tbtMs})`,
        r.cls > budgets.cls && `CLS ${r.cls} (${budgets.cls})`,
        !signedIn && r.seo < budgets.lighthouseSeo && `SEO ${r.seo} (${budgets.lighthouseSeo})`,
      ].filter(Boolean);
      const ok = check(misses.length === 0, `Lighthouse ${page} over ${protocol}: ${misses.join(', ')}`);
      lines.push(
        `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.runs.join(', ')}${r.failedRuns?.length ? ` (${r.failedRuns.length} gave up: ${r.failedRuns[0]})` : ''} | ${ok} |`,
      );
      const lost = Object.entries(r.lost ?? {})
        .filter(([, audits]) => audits.length)
        .map(([category, audits]) => `${category}: ${audits.join('; ')}`);
      notes.push(
        `- ${page}: LCP element ${r.lcpElement ?? 'unknown'}${r.layoutShifts?.length ? `; layout shifts ${r.layoutShifts.join(', ')}` : ''}${lost.length ? `; lost points on ${lost.join(' | ')}` : ''}${r.blockingTasks?.length ? `; longest tasks after FCP (simulated): ${r.blockingTasks.join(', ')}; observed first paint ${r.observedFirstPaintMs} ms` : ''}`,
      );
    }
    lines.push('', 'Where the median runs lost points:', '', ...notes);
  };
  if (report.lighthouse) lighthouseTable('Lighthouse as `npm start` serves', report.lighthouse, report.protocol ?? 'HTTP/1.1');
  if (report.http2) lighthouseTable('Lighthouse over HTTP/2 with TLS (a CDN in front)', report.http2.lighthouse, report.http2.protocol);

  if (report.coldJs) {
    lines.push(
      '',
      '## All JS of a cold first page',
      '',
      `Every script a cold page loads until the network is idle (a 412 px phone viewport), not only the entry: gzip level 9 of each file, and what the server sent (brotli). Budget: \`/\` <= ${budgets.coldPageJsGzipKb} kB gzip.`,
      '',
      '| page | files | gzip | sent | budget | |',
      '|---|---|---|---|---|---|',
    );
    for (const [page, r] of Object.entries(report.coldJs)) {
      const budgeted = page === '/';
      const ok = budgeted ? check(r.gzipKb <= budgets.coldPageJsGzipKb, `all JS of a cold / is ${r.gzipKb} kB gzip (budget ${budgets.coldPageJsGzipKb})`) : '';
      lines.push(`| ${page} | ${r.files} | ${r.gzipKb} kB | ${r.sentKb} kB | ${budgeted ? `${budgets.coldPageJsGzipKb} kB` : 'none'} | ${ok} |`);
    }
  }

  if (report.pagesLoad) {
    const l = report.pagesLoad;
    const ok = check(
      l.p95 < budgets.pagesP95Ms && l.errors <= budgets.pagesErrors,
      `${l.clients} visitors on public pages: p95 ${l.p95} ms (< ${budgets.pagesP95Ms}), ${l.errors} errors (${budgets.pagesErrors})`,
    );
    lines.push(
      '',
      '## Visitors on public pages (server-rendered through the production web server, HTTP/1.1, no cache in front)',
      '',
      `Pages: ${l.paths.join(', ')}, each read to its end. Budget: p95 < ${budgets.pagesP95Ms} ms, ${budgets.pagesErrors} errors.`,
      '',
      '| clients | seconds | pages | pages/s | p50 | p95 | p99 | errors | |',
      '|---|---|---|---|---|---|---|---|---|',
      `| ${l.clients} | ${l.seconds} | ${l.requests} | ${l.perSecond} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.errors} | ${ok} |`,
    );
  }

  if (report.lobbyScale) {
    const s = report.lobbyScale;
    lines.push(
      '',
      `## Game hall at catalogue scale (${s.catalogueTotal} games in the catalogue, ${s.viewport})`,
      '',
      '| figure | value | budget |',
      '|---|---|---|',
    );
    lines.push(`| time to first tile (navigation start to a visible tile image) | ${s.timeToFirstTileMs} ms | none |`);
    lines.push(
      `| max DOM nodes while scrolling to the end | ${s.maxDomNodes} | < ${budgets.lobbyDomNodes} ${check(s.maxDomNodes < budgets.lobbyDomNodes, `game hall DOM reached ${s.maxDomNodes} nodes`)} |`,
    );
    lines.push(
      `| long tasks while scrolling to the end | ${s.longTasksWhileScrolling} (longest ${s.longestTaskMs} ms, ${s.blockingMsWhileScrolling} ms over 50 ms in all, in ${s.scrollSeconds} s of scrolling) | none |`,
    );
    lines.push(
      `| games listed / last tile shown / reached the end | ${s.gamesListed} / ${s.lastTileShown} / ${s.reachedEnd ? 'yes' : '**no**'} (list limit 1000) | end reached ${check(s.reachedEnd, 'the game hall scroll did not reach the last tile')} |`,
    );
    lines.push(`| games.get calls / page height at the end | ${s.gamesGetCalls} / ${s.scrolledHeightPx} px | |`);
  }

  if (report.apiCalls) {
    lines.push(
      '',
      '## Platform calls of a cold load',
      '',
      `Budget: ${budgets.duplicateCalls} duplicates (same method and arguments), platform and CMS alike.`,
      '',
      '| page | platform calls | CMS calls | duplicates | |',
      '|---|---|---|---|---|',
    );
    for (const [page, r] of Object.entries(report.apiCalls)) {
      const ok = check(r.duplicates.length <= budgets.duplicateCalls, `${page}: duplicate calls ${r.duplicates.join(', ')}`);
      lines.push(`| ${page} | ${r.calls} | ${r.cmsCalls} | ${r.duplicates.length ? r.duplicates.join('<br>') : '0'} | ${ok} |`);
    }
    lines.push('', 'Methods called:', '', ...Object.entries(report.apiCalls).map(([page, r]) => `- ${page}: ${r.methods.join(', ')}`));
  }

  if (report.load) {
    const l = report.load;
    const ok = check(l.errors <= budgets.loadErrors, `emulator load check had ${l.errors} errors`);
    lines.push(
      '',
      '## Emulator load (games.get and account.getInfo alternately, loopback, straight to the emulator)',
      '',
      `Budget: ${budgets.loadErrors} errors; latency has none.`,
      '',
      '| clients | seconds | requests | req/s | p50 | p95 | p99 | errors | |',
      '|---|---|---|---|---|---|---|---|---|',
      `| ${l.clients} | ${l.seconds} | ${l.requests} | ${l.perSecond} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.errors} | ${ok} |`,
    );
  }
  if (report.wrongLogins) {
    const w = report.wrongLogins;
    const budget = budgets.wrongLoginsGeneralInfoP99Ms;
    const ok = check(w.p99 <= budget && w.probeErrors === 0, `metadata.getgeneralinfo p99 during ${w.parallelLogins} parallel wrong logins is ${w.p99} ms (budget ${budget})`);
    const statuses = Object.entries(w.loginStatuses ?? {})
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    lines.push(
      '',
      `## metadata.getgeneralinfo p99 during ${w.parallelLogins} parallel wrong logins`,
      '',
      `${w.waves} waves of ${w.parallelLogins} wrong auth.login calls at once, each from its own address and for an unknown login (so each one runs a full password hash), straight to the emulator; metadata.getgeneralinfo is called without a pause meanwhile.${w.date ? ` Measured ${w.date} on ${w.machine?.cpus} cores, load average ${w.machine?.loadAverage?.join(' / ')}.` : ''}`,
      '',
      '| wrong logins (answers) | probes | p50 | p95 | p99 | max | budget (p99) | |',
      '|---|---|---|---|---|---|---|---|',
      `| ${w.waves} x ${w.parallelLogins} (${statuses}) in ${w.seconds} s | ${w.probes}${w.probeErrors ? ` (${w.probeErrors} errors)` : ''} | ${w.p50} ms | ${w.p95} ms | ${w.p99} ms | ${w.max} ms | ${budget} ms | ${ok} |`,
    );
  }
  lines.push('', failures.length ? `## Over budget\n\n- ${failures.join('\n- ')}` : 'All budgets met.', '');
  return { markdown: lines.join('\n'), failures };
}
