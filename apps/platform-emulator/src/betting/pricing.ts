import { seededRandom } from '../db/random';
import type { Fixture, Sport } from './fixtures';

/*
 * How the sportsbook stand-in prices and plays its matches: each fixture gets strengths from its teams, a scoring
 * model (goals for football and hockey, points for basketball, sets or maps for tennis and esports) and, drawn from
 * its id and kick-off, the way it will actually go. Odds are the model's probabilities with a 6 % margin; while a
 * match is live they follow the score and the clock, so they move as it is played. Settlement reads the same
 * simulated match, so a bet's result never depends on when it is settled.
 */

export const MARKETS = ['result', 'total', 'btts', 'handicap', 'first'] as const;
export type MarketId = (typeof MARKETS)[number];
export const SELECTIONS = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] as const;
export type Selection = (typeof SELECTIONS)[number];

export type Outcome = { id: Selection; odds: number | null };
export type Market = { id: MarketId; line?: number; outcomes: Outcome[] };
/** The clock of a live match: a minute ("67'"), a numbered part (quarter 3, set 2, map 2, period 2) or a break. */
export type Clock = { kind: 'minute'; value: string } | { kind: 'quarter' | 'set' | 'map' | 'period'; value: number } | { kind: 'break' | 'full-time' | 'not-started' };
export type MatchState = { phase: 'pre' | 'live' | 'ended'; clock: Clock; home: number; away: number };

const MARGIN = 1.06;
const MINUTE = 60_000;

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 11);
/** A team's strength, 0.7 to 1.4, the same wherever it plays. */
const strength = (team: string) => 0.7 + (hashOf(team) % 1000) / 1430;

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26). */
function normal(x: number) {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const poisson = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};

/** The model of a match: scoring rates (goal sports), margin and total (basketball) or set win chance. */
type Model =
  | { kind: 'goals'; home: number; away: number; line: number; minutes: number }
  | { kind: 'points'; margin: number; total: number; line: number; handicap: number }
  | { kind: 'sets'; p: number };

const GOAL_SPORTS: Partial<Record<Sport, { home: number; away: number; line: number; minutes: number }>> = {
  football: { home: 1.45, away: 1.15, line: 2.5, minutes: 90 },
  'ice-hockey': { home: 2.9, away: 2.6, line: 5.5, minutes: 60 },
};

/** Probabilities of home win, draw and away win for two Poisson scorers, given the score so far. */
function goalOutcomes(home: number, away: number, scored: { home: number; away: number } = { home: 0, away: 0 }) {
  let win = 0;
  let draw = 0;
  let lose = 0;
  for (let h = 0; h <= 12; h++) {
    for (let a = 0; a <= 12; a++) {
      const p = poisson(home, h) * poisson(away, a);
      const final = scored.home + h - (scored.away + a);
      if (final > 0) win += p;
      else if (final === 0) draw += p;
      else lose += p;
    }
  }
  return { win, draw, lose };
}

/** Scoring rates that reproduce fixed 1X2 odds: a search over a grid, good to a few hundredths. */
function fitGoals(odds: { home: number; draw: number | null; away: number }, base: { home: number; away: number }) {
  const implied = [1 / odds.home, 1 / (odds.draw ?? 100), 1 / odds.away];
  const sum = implied.reduce((a, b) => a + b, 0);
  const target = implied.map((p) => p / sum);
  let best = { home: base.home, away: base.away, error: Infinity };
  for (let home = base.home * 0.3; home <= base.home * 2.5; home += base.home * 0.02) {
    for (let away = base.away * 0.3; away <= base.away * 2.5; away += base.away * 0.02) {
      const { win, draw, lose } = goalOutcomes(home, away);
      const error = (win - (target[0] ?? 0)) ** 2 + (draw - (target[1] ?? 0)) ** 2 + (lose - (target[2] ?? 0)) ** 2;
      if (error < best.error) best = { home, away, error };
    }
  }
  return best;
}

/** The chance the first player or team takes a best-of-three from `won` to `lost`, winning each set with p. */
function bestOfThree(p: number, won = 0, lost = 0): number {
  if (won === 2) return 1;
  if (lost === 2) return 0;
  return p * bestOfThree(p, won + 1, lost) + (1 - p) * bestOfThree(p, won, lost + 1);
}

const models = new Map<string, Model>();

export function modelOf(fixture: Fixture): Model {
  const key = `${fixture.id}@${fixture.kickoff}`;
  const known = models.get(key);
  if (known) return known;
  const ratio = strength(fixture.home) / strength(fixture.away);
  const goals = GOAL_SPORTS[fixture.sport];
  let model: Model;
  if (goals) {
    const rates = fixture.odds ? fitGoals(fixture.odds, goals) : { home: goals.home * ratio ** 0.9, away: goals.away * ratio ** -0.9 };
    // The totals line sits where the expected goals are, as a bookmaker sets it.
    model = { kind: 'goals', home: rates.home, away: rates.away, line: Math.max(goals.line - 1, Math.floor(rates.home + rates.away) + 0.5), minutes: goals.minutes };
  } else if (fixture.sport === 'basketball') {
    const nba = fixture.league === 'NBA';
    let margin = 2.5 + 14 * Math.log(ratio);
    if (fixture.odds) {
      // The margin whose chance of a home win matches the fixed odds (bisection).
      const target = (1 / fixture.odds.home) / (1 / fixture.odds.home + 1 / fixture.odds.away);
      let low = -30;
      let high = 30;
      for (let i = 0; i < 40; i++) {
        const mid = (low + high) / 2;
        if (normal(mid / 12) < target) low = mid;
        else high = mid;
      }
      margin = (low + high) / 2;
    }
    const total = (nba ? 224 : 162) + 10 * Math.log(ratio) ** 2;
    model = { kind: 'points', margin, total, line: Math.round(total) + 0.5, handicap: -(Math.round(margin) + 0.5) };
  } else {
    let p = Math.min(0.75, Math.max(0.25, 0.5 + 0.45 * Math.log(ratio)));
    if (fixture.odds) {
      const target = (1 / fixture.odds.home) / (1 / fixture.odds.home + 1 / fixture.odds.away);
      let low = 0.01;
      let high = 0.99;
      for (let i = 0; i < 40; i++) {
        const mid = (low + high) / 2;
        if (bestOfThree(mid) < target) low = mid;
        else high = mid;
      }
      p = (low + high) / 2;
    }
    model = { kind: 'sets', p };
  }
  if (models.size > 5000) models.clear();
  models.set(key, model);
  return model;
}

/** How the match goes: goal minutes, final points, or set winners, drawn from its id and kick-off. */
type Played = { goals?: { home: number[]; away: number[] }; points?: { home: number; away: number }; sets?: Array<'home' | 'away'> };

function play(fixture: Fixture): Played {
  const model = modelOf(fixture);
  const random = seededRandom(hashOf(`${fixture.id}@${fixture.kickoff}`));
  const sample = (lambda: number) => {
    let k = 0;
    let p = Math.exp(-lambda);
    let sum = p;
    const u = random();
    while (u > sum && k < 15) {
      k += 1;
      p *= lambda / k;
      sum += p;
    }
    return k;
  };
  if (model.kind === 'goals') {
    const minutes = (count: number) => Array.from({ length: count }, () => 1 + Math.floor(random() * model.minutes)).sort((a, b) => a - b);
    return { goals: { home: minutes(sample(model.home)), away: minutes(sample(model.away)) } };
  }
  if (model.kind === 'points') {
    const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const margin = Math.round(model.margin + 12 * gauss());
    const total = Math.round(model.total + 15 * gauss());
    let home = Math.round((total + margin) / 2);
    let away = total - home;
    // No draws in basketball: overtime decides.
    if (home === away) {
      home += random() < 0.5 ? 5 + Math.floor(random() * 6) : 3 + Math.floor(random() * 4);
      away += 3 + Math.floor(random() * 6);
      if (home === away) home += 2;
    }
    return { points: { home, away } };
  }
  const sets: Array<'home' | 'away'> = [];
  while (sets.filter((winner) => winner === 'home').length < 2 && sets.filter((winner) => winner === 'away').length < 2) sets.push(random() < model.p ? 'home' : 'away');
  return { sets };
}

/** Where a live match stands: its clock, how it is played, the share of it still to play and how far it is. */
function progress(fixture: Fixture, now: number): { clock: Clock; played: Played; left: number; minute: number } {
  const played = play(fixture);
  const elapsed = Math.max(0, (now - fixture.kickoff) / MINUTE);
  if (fixture.sport === 'football') {
    const minute = elapsed < 47 ? Math.min(45, Math.floor(elapsed) + 1) : elapsed < 62 ? 45 : Math.min(90, 45 + Math.floor(elapsed - 62) + 1);
    const value = elapsed < 47 ? (elapsed >= 45 ? `45+${Math.floor(elapsed - 44)}'` : `${minute}'`) : elapsed >= 107 ? `90+${Math.floor(elapsed - 106)}'` : `${minute}'`;
    const clock: Clock = elapsed >= 47 && elapsed < 62 ? { kind: 'break' } : { kind: 'minute', value };
    return { clock, played, left: 1 - minute / 90, minute };
  }
  if (fixture.sport === 'ice-hockey') {
    // Three periods of 20 minutes, each taking 40 minutes of real time, with two breaks of 17.
    const periods = [[0, 40], [57, 97], [114, 145]] as const;
    let minute = 60;
    let clock: Clock = { kind: 'period', value: 3 };
    for (const [index, [start, end]] of periods.entries()) {
      if (elapsed < start) {
        minute = index * 20;
        clock = { kind: 'break' };
        break;
      }
      if (elapsed < end) {
        minute = index * 20 + Math.floor(((elapsed - start) / (end - start)) * 20);
        clock = { kind: 'period', value: index + 1 };
        break;
      }
    }
    return { clock, played, left: 1 - minute / 60, minute };
  }
  if (fixture.sport === 'basketball') {
    const quarters = [[0, 30], [30, 60], [75, 105], [105, 135]] as const;
    let done = 1;
    let clock: Clock = { kind: 'quarter', value: 4 };
    for (const [index, [start, end]] of quarters.entries()) {
      if (elapsed < start) {
        done = index / 4;
        clock = { kind: 'break' };
        break;
      }
      if (elapsed < end) {
        done = (index + (elapsed - start) / (end - start)) / 4;
        clock = { kind: 'quarter', value: index + 1 };
        break;
      }
    }
    return { clock, played, left: 1 - done, minute: done };
  }
  const sets = played.sets ?? [];
  const per = (fixture.duration / MINUTE) / sets.length;
  const finished = Math.min(sets.length, Math.floor(elapsed / per));
  return { clock: { kind: fixture.sport === 'tennis' ? 'set' : 'map', value: Math.min(sets.length, finished + 1) }, played, left: 1 - finished / sets.length, minute: finished };
}

/** The score and clock of a fixture at `now`. */
export function stateOf(fixture: Fixture, now: number): MatchState {
  const phase = now < fixture.kickoff ? 'pre' : now >= fixture.kickoff + fixture.duration ? 'ended' : 'live';
  if (phase === 'pre') return { phase, clock: { kind: 'not-started' }, home: 0, away: 0 };
  const { clock: running, played, minute } = progress(fixture, phase === 'ended' ? fixture.kickoff + fixture.duration - 1 : now);
  const clock: Clock = phase === 'ended' ? { kind: 'full-time' } : running;
  if (played.goals) {
    const upTo = phase === 'ended' ? Infinity : minute;
    return { phase, clock, home: played.goals.home.filter((at) => at <= upTo).length, away: played.goals.away.filter((at) => at <= upTo).length };
  }
  if (played.points) {
    const share = phase === 'ended' ? 1 : minute;
    return { phase, clock, home: Math.round(played.points.home * share), away: Math.round(played.points.away * share) };
  }
  const sets = (played.sets ?? []).slice(0, phase === 'ended' ? undefined : minute);
  return { phase, clock, home: sets.filter((winner) => winner === 'home').length, away: sets.filter((winner) => winner === 'away').length };
}

/** Decimal odds of a probability with the margin; null (suspended) when the outcome is all but decided. */
const toOdds = (p: number) => (p < 0.02 || p > 0.97 ? null : Math.max(1.01, Math.round((1 / (p * MARGIN)) * 100) / 100));

/** The markets of a fixture at `now` with their odds: fixed before the start for pinned fixtures, by model otherwise. */
export function marketsOf(fixture: Fixture, now: number): Market[] {
  const model = modelOf(fixture);
  const state = stateOf(fixture, now);
  if (state.phase === 'ended') return [];
  const live = state.phase === 'live';
  const left = live ? progress(fixture, now).left : 1;
  const markets: Market[] = [];
  if (model.kind === 'goals') {
    const home = model.home * left;
    const away = model.away * left;
    const scored = { home: state.home, away: state.away };
    const { win, draw, lose } = goalOutcomes(home, away, scored);
    markets.push({ id: 'result', outcomes: [{ id: 'home', odds: toOdds(win) }, { id: 'draw', odds: toOdds(draw) }, { id: 'away', odds: toOdds(lose) }] });
    const needed = Math.floor(model.line) + 1 - (state.home + state.away);
    let under = 0;
    for (let k = 0; k < needed; k++) under += poisson(home + away, k);
    markets.push({ id: 'total', line: model.line, outcomes: [{ id: 'over', odds: toOdds(needed <= 0 ? 1 : 1 - under) }, { id: 'under', odds: toOdds(needed <= 0 ? 0 : under) }] });
    const homeScores = state.home > 0 ? 1 : 1 - Math.exp(-home);
    const awayScores = state.away > 0 ? 1 : 1 - Math.exp(-away);
    markets.push({ id: 'btts', outcomes: [{ id: 'yes', odds: toOdds(homeScores * awayScores) }, { id: 'no', odds: toOdds(1 - homeScores * awayScores) }] });
  } else if (model.kind === 'points') {
    const spread = 12 * Math.sqrt(Math.max(left, 0.01));
    const margin = state.home - state.away + model.margin * left;
    const total = state.home + state.away + model.total * left;
    const homeWins = normal(margin / spread);
    markets.push({ id: 'result', outcomes: [{ id: 'home', odds: toOdds(homeWins) }, { id: 'away', odds: toOdds(1 - homeWins) }] });
    const covers = normal((margin + model.handicap) / spread);
    markets.push({ id: 'handicap', line: model.handicap, outcomes: [{ id: 'home', odds: toOdds(covers) }, { id: 'away', odds: toOdds(1 - covers) }] });
    const over = 1 - normal((model.line - total) / (15 * Math.sqrt(Math.max(left, 0.01))));
    markets.push({ id: 'total', line: model.line, outcomes: [{ id: 'over', odds: toOdds(over) }, { id: 'under', odds: toOdds(1 - over) }] });
  } else {
    const homeWins = bestOfThree(model.p, state.home, state.away);
    markets.push({ id: 'result', outcomes: [{ id: 'home', odds: toOdds(homeWins) }, { id: 'away', odds: toOdds(1 - homeWins) }] });
    const firstDone = state.home + state.away > 0;
    const firstHome = firstDone ? ((play(fixture).sets ?? [])[0] === 'home' ? 1 : 0) : model.p;
    markets.push({ id: 'first', outcomes: [{ id: 'home', odds: toOdds(firstHome) }, { id: 'away', odds: toOdds(1 - firstHome) }] });
    // Three sets (or maps) are played when the first two are shared.
    const three = state.home === 1 && state.away === 1 ? 1 : state.home + state.away >= 2 ? 0 : state.home + state.away === 1 ? (state.home ? 1 - model.p : model.p) : 2 * model.p * (1 - model.p);
    markets.push({ id: 'total', line: 2.5, outcomes: [{ id: 'over', odds: toOdds(three) }, { id: 'under', odds: toOdds(1 - three) }] });
  }
  // The fixed prices of a pinned fixture stand until it starts.
  if (fixture.odds && !live) {
    const result = markets[0] as Market;
    result.outcomes = result.outcomes.map((outcome) => ({ ...outcome, odds: fixture.odds?.[outcome.id as 'home' | 'draw' | 'away'] ?? outcome.odds }));
  }
  return markets;
}

/** The current odds of one selection, or null when the market or selection does not exist or is suspended. */
export function oddsOf(fixture: Fixture, market: MarketId, selection: Selection, now: number): number | null {
  return marketsOf(fixture, now).find((item) => item.id === market)?.outcomes.find((outcome) => outcome.id === selection)?.odds ?? null;
}

/** Whether a selection won, once the fixture has ended (null before). */
export function selectionWon(fixture: Fixture, market: MarketId, selection: Selection, now: number): boolean | null {
  const state = stateOf(fixture, now);
  if (state.phase !== 'ended') return null;
  const model = modelOf(fixture);
  const played = play(fixture);
  const { home, away } = state;
  switch (market) {
    case 'result':
      return selection === (home > away ? 'home' : home < away ? 'away' : 'draw');
    case 'total': {
      const line = model.kind === 'sets' ? 2.5 : model.line;
      const total = model.kind === 'sets' ? (played.sets ?? []).length : home + away;
      return selection === (total > line ? 'over' : 'under');
    }
    case 'btts':
      return selection === (home > 0 && away > 0 ? 'yes' : 'no');
    case 'handicap':
      return model.kind === 'points' && selection === (home + model.handicap > away ? 'home' : 'away');
    case 'first':
      return selection === (played.sets ?? [])[0];
  }
}
