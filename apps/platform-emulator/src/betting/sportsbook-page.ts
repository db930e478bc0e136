import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '@casino/platform-contract';
import { t, toLocale, type TextKey } from '../content/texts';
import type { Db } from '../db/database';
import { toCents } from '../db/sql';
import { PlatformFault } from '../platform/fault';
import { parseInput } from '../platform/method';
import { readSessionAccountId } from '../platform/session';
import { escapeHtml } from '../web/html';
import { findFixture, fixturesBetween, isLive, isPinnedFixture, SPORTS, type Fixture, type Sport } from './fixtures';
import { balancesOf, listBets, MAX_LEGS, MAX_STAKE, MIN_STAKE, marketName, matchName, placeBet, selectionName, settleBets, WALLETS, type PlacedBet } from './place-bet';
import { MARKETS, marketsOf, SELECTIONS, stateOf, type Market, type MatchState } from './pricing';
import { SPORTSBOOK_SCRIPT } from './sportsbook-script';
import { SPORTSBOOK_STYLE } from './sportsbook-style';

const HOUR = 3_600_000;
/** What the card lists: the next 24 hours as today's matches, then up to two days; at most this many upcoming. */
const TODAY_HOURS = 24;
const LIST_HOURS = 48;
const MAX_UPCOMING = 60;

const legSchema = v.object({
  event: v.pipe(v.string('Field is required'), v.nonEmpty('Field is required'), v.maxLength(20)),
  market: v.optional(v.picklist(MARKETS, 'Wrong field'), 'result'),
  selection: v.picklist(SELECTIONS, 'Wrong field'),
  odds: v.optional(v.pipe(v.number('Wrong field'), v.minValue(1), v.maxValue(10_000))),
});

/** A single as `event`, `market`, `selection`; a multiple (or a single) as `legs`. */
const betBodySchema = v.object({
  event: v.optional(v.pipe(v.string('Field is required'), v.nonEmpty('Field is required'), v.maxLength(20))),
  market: v.optional(v.picklist(MARKETS, 'Wrong field')),
  selection: v.optional(v.picklist(SELECTIONS, 'Wrong field')),
  odds: v.optional(v.pipe(v.number('Wrong field'), v.minValue(1), v.maxValue(10_000))),
  legs: v.optional(v.pipe(v.array(legSchema, 'Wrong field'), v.minLength(1, 'Field is required'), v.maxLength(MAX_LEGS, `At most ${MAX_LEGS} selections`))),
  stake: v.pipe(v.number('Field is required'), v.minValue(MIN_STAKE, `Min value is ${MIN_STAKE}`), v.maxValue(MAX_STAKE, `Max value is ${MAX_STAKE}`)),
  wallet: v.picklist(WALLETS, 'Wrong field'),
  locale: v.optional(v.pipe(v.string(), v.maxLength(8))),
});

/** Amounts with cents, grouped in every locale (Polish would print 1500,00 € beside the site's 1 500 €), Latin digits. */
const money = (amount: number, currency: string, locale: string) =>
  escapeHtml(new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'currency', currency, minimumFractionDigits: 2, useGrouping: 'always' }).format(amount));
const oddsText = (odds: number) => odds.toFixed(2);

/** A live match's clock in words of the locale. */
export function clockText(state: MatchState, locale: string): string {
  const { clock } = state;
  switch (clock.kind) {
    case 'minute':
      return clock.value;
    case 'break':
      return t('book.clock.break', locale);
    case 'full-time':
      return t('book.clock.fullTime', locale);
    case 'not-started':
      return '';
    default:
      return t(`book.clock.${clock.kind}` as TextKey, locale, { n: clock.value });
  }
}

/** The short mark on a price button: 1, X, 2 for a match result; the selection's name otherwise. */
const shortMark = (fixture: Fixture, market: Market, selection: string, locale: string) =>
  market.id === 'result' ? (selection === 'home' ? '1' : selection === 'draw' ? 'X' : '2') : selectionName(fixture, market.id, selection as never, locale, market.line);

/** Another site's page, as a real sportsbook links a gambling help service: framed, it asks the site to open it. */
const HELP_URL = 'https://www.begambleaware.org/';

function priceButton(fixture: Fixture, market: Market, outcome: Market['outcomes'][number], locale: string) {
  const label = selectionName(fixture, market.id, outcome.id, locale, market.line);
  const name = marketName(fixture, market.id, locale);
  const key = `${market.id}/${outcome.id}`;
  const mark = escapeHtml(shortMark(fixture, market, outcome.id, locale));
  if (outcome.odds === null) {
    return `<button type="button" class="odds" disabled data-key="${key}" data-label="${escapeHtml(label)}" data-market-name="${escapeHtml(name)}" aria-label="${escapeHtml(t('book.suspended', locale, { selection: label }))}"><span class="pick">${mark}</span><span class="price">—</span></button>`;
  }
  return `<button type="button" class="odds" aria-pressed="false" data-key="${key}" data-odds="${outcome.odds}" data-label="${escapeHtml(label)}" data-market-name="${escapeHtml(name)}" aria-label="${escapeHtml(t('book.at', locale, { selection: label, odds: oddsText(outcome.odds) }))}"><span class="pick">${mark}</span><span class="price">${oddsText(outcome.odds)}</span></button>`;
}

function marketGroup(fixture: Fixture, market: Market, locale: string, titled: boolean) {
  const name = marketName(fixture, market.id, locale);
  const title = titled ? `<p class="market-name">${escapeHtml(name)}</p>` : '';
  return `<div class="market${market.outcomes.length === 3 ? ' three' : ''}" role="group" aria-label="${escapeHtml(`${name}, ${matchName(fixture)}`)}">${title}${market.outcomes.map((outcome) => priceButton(fixture, market, outcome, locale)).join('')}</div>`;
}

function eventRow(fixture: Fixture, now: number, locale: string) {
  const [main, ...more] = marketsOf(fixture, now);
  if (!main) return '';
  const state = stateOf(fixture, now);
  const live = state.phase === 'live';
  const sport = t(`book.sport.${fixture.sport}` as TextKey, locale);
  const when = live
    ? `<span class="live"><span class="badge">${escapeHtml(t('book.liveBadge', locale))}</span> <span data-clock>${escapeHtml(clockText(state, locale))}</span></span>`
    : `<time datetime="${new Date(fixture.kickoff).toISOString()}"></time>`;
  const score = live ? `<span class="score" data-score>${state.home} – ${state.away}</span>` : `<span aria-hidden="true">–</span>`;
  // The other markets wait in a template until the player opens them: a card of sixty matches stays a light page.
  const moreMarkets = more.length
    ? `<details class="more"><summary>${escapeHtml(t('book.more', locale, { count: more.length }))}</summary><template>${more.map((market) => marketGroup(fixture, market, locale, true)).join('')}</template></details>`
    : '';
  return `<li class="event${live ? ' is-live' : ''}" data-event="${fixture.id}" data-match="${escapeHtml(matchName(fixture))}">
  <div class="meta"><span>${escapeHtml(sport)} · ${escapeHtml(fixture.league)}</span>${when}</div>
  <p class="teams">${escapeHtml(fixture.home)} ${score}<span class="sr"> ${escapeHtml(t('book.versus', locale))} </span> ${escapeHtml(fixture.away)}</p>
  ${marketGroup(fixture, main, locale, false)}${moreMarkets}
</li>`;
}

function betItem(bet: PlacedBet, locale: string) {
  const legs = bet.legs.length > 1 ? `<ul class="legs">${bet.legs.map((leg) => `<li>${escapeHtml(leg.match)}: ${escapeHtml(leg.selection)} @ ${oddsText(leg.odds)}</li>`).join('')}</ul>` : '';
  const outcome = bet.status === 'won' ? `<span class="win">${escapeHtml(t('book.won', locale, { amount: money(bet.payout, bet.currency, locale) }))}</span>` : bet.status === 'lost' ? `<span class="lose">${escapeHtml(t('book.lost', locale))}</span>` : '';
  return `<li><span class="bet-match">${escapeHtml(bet.match)}</span>
  ${bet.legs.length > 1 ? `<span>@ ${oddsText(bet.odds)}</span>${legs}` : `<span>${escapeHtml(bet.selection)} @ ${oddsText(bet.odds)}</span>`}
  <span>${money(bet.stake, bet.currency, locale)} → ${money(bet.potential_win, bet.currency, locale)}</span>${outcome}</li>`;
}

type Player = { balances: ReturnType<typeof balancesOf>; open: PlacedBet[]; settled: PlacedBet[] } | null;

function slip(player: Player, locale: string) {
  const picks = `<ul id="picks" class="picks" aria-live="polite"></ul><p id="picked" class="picked">${escapeHtml(t('book.slip.empty', locale))}</p>`;
  if (!player) {
    return `<p>${escapeHtml(t('book.slip.visitor', locale))}</p>${picks}
      <button id="sign-in" type="button" class="primary">${escapeHtml(t('book.signIn', locale))}</button>`;
  }
  const { balances } = player;
  return `${picks}
    <fieldset id="mode" class="mode" hidden><legend>${escapeHtml(t('book.mode', locale))}</legend>
      <label class="radio"><input type="radio" name="mode" value="singles" checked> ${escapeHtml(t('book.mode.singles', locale))}</label>
      <label class="radio"><input type="radio" name="mode" value="multiple"> ${escapeHtml(t('book.mode.multiple', locale))}</label>
    </fieldset>
    <p id="mode-note" class="muted" hidden></p>
    <fieldset><legend>${escapeHtml(t('book.payWith', locale))}</legend>
      <label class="radio"><input type="radio" name="wallet" value="betting_bonus"${balances.betting_bonus > 0 ? ' checked' : ' disabled'}> ${escapeHtml(t('book.wallet.betting_bonus', locale))} <span class="amount" data-balance="betting_bonus">${money(balances.betting_bonus, balances.currency, locale)}</span></label>
      <label class="radio"><input type="radio" name="wallet" value="main"${balances.betting_bonus > 0 ? '' : ' checked'}> ${escapeHtml(t('book.wallet.main', locale))} <span class="amount" data-balance="main">${money(balances.main, balances.currency, locale)}</span></label>
    </fieldset>
    <label>${escapeHtml(t('book.stake', locale, { currency: balances.currency }))}<input id="stake" type="number" inputmode="decimal" min="${MIN_STAKE}" max="${MAX_STAKE}" step="0.5" value="5"></label>
    <p id="stake-note" class="muted" hidden>${escapeHtml(t('book.stakeEach', locale))}</p>
    <p class="returns" id="combined-line" hidden>${escapeHtml(t('book.combined', locale))} <strong id="combined">—</strong></p>
    <p class="returns" id="total-line" hidden>${escapeHtml(t('book.totalStake', locale))} <strong id="total">—</strong></p>
    <p class="returns">${escapeHtml(t('book.returns', locale))} <strong id="returns">—</strong></p>
    <button id="place" type="button" class="primary" disabled>${escapeHtml(t('book.place', locale))}</button>
    <button id="clear" type="button" class="link" hidden>${escapeHtml(t('book.clear', locale))}</button>
    <p id="status" class="status" role="status" aria-live="polite"></p>`;
}

function section(id: string, title: string, fixtures: Fixture[], now: number, locale: string) {
  if (!fixtures.length) return '';
  return `<section aria-labelledby="${id}" class="day"><h2 id="${id}">${escapeHtml(title)}</h2><ul class="events">${fixtures.map((fixture) => eventRow(fixture, now, locale)).join('')}</ul></section>`;
}

/** The words the page's script shows, in the page's locale (placeholders filled by the script). */
const SCRIPT_TEXTS = [
  'book.slip.empty', 'book.placing', 'book.placed', 'book.placedMany', 'book.placedMultiple', 'book.error.session', 'book.error.funds', 'book.error.rejected', 'book.error.generic',
  'book.error.network', 'book.error.oddsChanged', 'book.multipleNeeds', 'book.remove', 'book.at', 'book.suspended', 'book.won', 'book.lost', 'book.multiple', 'book.noOpen',
] as const satisfies readonly TextKey[];

function renderPage(player: Player, sport: Sport | null, locale: Locale, now: number) {
  const all = fixturesBetween(now, now + LIST_HOURS * HOUR, sport ?? undefined);
  const live = all.filter((fixture) => isLive(fixture, now));
  // The pinned fixtures are listed at any hour, also past the first MAX_UPCOMING (after 15:00 UTC a tennis match
  // pinned at 15:30 moves to tomorrow, behind sixty others).
  const upcoming = all.filter((fixture) => fixture.kickoff > now).filter((fixture, index) => index < MAX_UPCOMING || isPinnedFixture(fixture));
  const today = upcoming.filter((fixture) => fixture.kickoff <= now + TODAY_HOURS * HOUR);
  const later = upcoming.filter((fixture) => fixture.kickoff > now + TODAY_HOURS * HOUR);
  const link = (value: Sport | null) => `?locale=${encodeURIComponent(locale)}${value ? `&sport=${value}` : ''}`;
  const counts = new Map(SPORTS.map((each) => [each, fixturesBetween(now, now + LIST_HOURS * HOUR, each).length]));
  const menu = [null, ...SPORTS]
    .map((value) => {
      const label = t(value ? (`book.sport.${value}` as TextKey) : 'book.sport.all', locale);
      const count = value ? ` <span class="count">${counts.get(value) ?? 0}</span>` : '';
      return `<li><a href="${link(value)}"${value === sport ? ' aria-current="page"' : ''}>${escapeHtml(label)}${count}</a></li>`;
    })
    .join('');
  const bets = player
    ? `<section aria-labelledby="bets-title" class="panel"><h2 id="bets-title">${escapeHtml(t('book.open', locale))}</h2>
    <ul id="bets" class="bets">${player.open.map((bet) => betItem(bet, locale)).join('')}</ul>
    <p id="no-bets" class="muted"${player.open.length ? ' hidden' : ''}>${escapeHtml(t('book.noOpen', locale))}</p></section>
    ${player.settled.length ? `<section aria-labelledby="settled-title" class="panel"><h2 id="settled-title">${escapeHtml(t('book.settled', locale))}</h2><ul class="bets">${player.settled.map((bet) => betItem(bet, locale)).join('')}</ul></section>` : ''}`
    : '';
  const texts = Object.fromEntries(SCRIPT_TEXTS.map((key) => [key.replace(/^book\./, ''), t(key, locale)]));
  const config = { currency: player ? player.balances.currency : null, locale, texts, live: live.map((fixture) => fixture.id) };
  const empty = !live.length && !upcoming.length ? `<p class="muted">${escapeHtml(t('book.noMatches', locale))}</p>` : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('book.title', locale))}</title><style>${SPORTSBOOK_STYLE}</style></head>
<body><main class="book" aria-label="${escapeHtml(t('book.title', locale))}">
  <nav class="sports" aria-label="${escapeHtml(t('book.sports', locale))}"><ul>${menu}</ul></nav>
  <div class="matches">${empty}${section('live-title', t('book.live', locale), live, now, locale)}${section('matches-title', t('book.today', locale), today, now, locale)}${section('later-title', t('book.later', locale), later, now, locale)}</div>
  <aside class="side" aria-label="${escapeHtml(`${t('book.slip', locale)}, ${t('book.open', locale)}`)}">
    <section aria-labelledby="slip-title" class="panel slip"><h2 id="slip-title">${escapeHtml(t('book.slip', locale))}</h2>${slip(player, locale)}</section>
    ${bets}
    <p class="muted"><a class="help" href="${HELP_URL}" target="_blank" rel="noopener" data-external>${escapeHtml(t('book.help', locale))}</a></p>
  </aside>
</main>
<script type="application/json" id="book-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script>${SPORTSBOOK_SCRIPT}</script></body></html>`;
}

/** The live matches' scores, clocks and prices, for the page to follow them without reloading. */
function liveSnapshot(ids: string[], locale: string, now: number) {
  const events: Record<string, { score: string; clock: string; ended: boolean; odds: Record<string, number | null> }> = {};
  for (const id of ids.slice(0, 40)) {
    const fixture = findFixture(id, { now });
    if (!fixture) continue;
    const state = stateOf(fixture, now);
    const odds: Record<string, number | null> = {};
    for (const market of marketsOf(fixture, now)) for (const outcome of market.outcomes) odds[`${market.id}/${outcome.id}`] = outcome.odds;
    events[id] = { score: `${state.home} – ${state.away}`, clock: clockText(state, locale), ended: state.phase === 'ended', odds };
  }
  return { events };
}

/**
 * The operator's sportsbook as the site embeds it (/platform/betting in a frame): a sports menu, live matches whose
 * scores and odds move, two days of fixtures by kick-off with several markets each, and a bet slip for singles and
 * multiples staking the betting bonus or the main balance through /platform/betting-api/bet; open and settled bets.
 * Visitors browse and get a sign-in prompt. The page tells its parent when it is ready, its height, bets placed and
 * sign-in asks. Bets settle when their matches end: on the player's next visit and every half minute.
 */
export function registerSportsbook(app: FastifyInstance, db: Db) {
  const timer = setInterval(() => settleBets(db), 30_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get<{ Querystring: { locale?: string; sport?: string } }>('/platform/betting', async (request, reply) => {
    const locale = toLocale(request.query.locale);
    const sport = (SPORTS as readonly string[]).includes(request.query.sport ?? '') ? (request.query.sport as Sport) : null;
    const accountId = readSessionAccountId(db, request);
    const now = Date.now();
    if (accountId) settleBets(db, { accountId, now });
    const player: Player = accountId
      ? { balances: balancesOf(db, accountId), open: listBets(db, accountId, { count: 10, locale, now }), settled: listBets(db, accountId, { settled: true, count: 5, locale, now }) }
      : null;
    return reply.type('text/html').header('cache-control', 'no-store').send(renderPage(player, sport, locale, now));
  });

  app.get<{ Querystring: { events?: string; locale?: string } }>('/platform/betting-api/live', async (request, reply) => {
    const ids = (request.query.events ?? '').split(',').filter((id) => /^[a-z]{2}-[\d-]{1,12}$/.test(id));
    return reply.header('cache-control', 'no-store').send({ data: liveSnapshot(ids, toLocale(request.query.locale), Date.now()) });
  });

  app.post('/platform/betting-api/bet', async (request) => {
    const accountId = readSessionAccountId(db, request);
    if (!accountId) throw new PlatformFault('AuthorizationException');
    const body = parseInput(betBodySchema, request.body);
    const legs = body.legs ?? (body.event && body.selection ? [{ event: body.event, market: body.market ?? 'result', selection: body.selection, odds: body.odds }] : null);
    if (!legs) throw new PlatformFault('InvalidParameterException', { legs: ['Field is required'] });
    settleBets(db, { accountId });
    return { data: placeBet(db, { accountId, legs, stakeCents: toCents(body.stake), wallet: body.wallet, locale: toLocale(body.locale) }) };
  });
}
