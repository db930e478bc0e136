import { fixturesBetween, findFixture } from './src/betting/fixtures';
import { marketsOf, stateOf, selectionWon } from './src/betting/pricing';
const now = Date.now();
const list = fixturesBetween(now, now + 36 * 3600_000);
console.log('count', list.length, 'live', list.filter((f) => f.kickoff <= now).length);
for (const f of list.slice(0, 8)) console.log(f.id, f.sport, f.league, f.home, '-', f.away, new Date(f.kickoff).toISOString().slice(11, 16), JSON.stringify(stateOf(f, now)), JSON.stringify(marketsOf(f, now).map((m) => [m.id, m.line, m.outcomes.map((o) => o.odds)])));
const fb1 = findFixture('fb-1')!; console.log(JSON.stringify(marketsOf(fb1, now)));
const t1 = findFixture('tn-1')!; console.log(JSON.stringify(marketsOf(t1, now)));
const b1 = findFixture('bb-1')!; console.log(JSON.stringify(marketsOf(b1, now)));
const i1 = findFixture('ih-1')!; console.log(JSON.stringify(marketsOf(i1, now)));
// live odds over time
const live = list.find((f) => f.sport === 'football' && f.kickoff < now) ?? list.find((f) => f.sport === 'football')!;
for (let m = 0; m <= 120; m += 10) { const t = live.kickoff + m * 60000; console.log(m, JSON.stringify(stateOf(live, t)), JSON.stringify(marketsOf(live, t)[0]?.outcomes.map(o=>o.odds))); }
console.log('won?', selectionWon(live, 'result', 'home', live.kickoff + live.duration + 1));
// distribution check: home win frequency vs implied
let wins = 0, n = 0, implied = 0;
for (let d = 20000; d < 20060; d++) for (let s = 0; s < 13; s++) { const f = findFixture(`fb-${d}-${s}`)!; const m = marketsOf(f, f.kickoff - 1)[0]!; implied += 1 / (m.outcomes[0]!.odds! * 1.0); n++; if (selectionWon(f, 'result', 'home', f.kickoff + f.duration)) wins++; }
console.log('home wins', wins / n, 'implied', implied / n);
