import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { toCents } from '../db/sql';
import { PlatformFault } from '../platform/fault';
import { parseInput } from '../platform/method';
import { readSessionAccountId } from '../platform/session';
import { escapeHtml } from '../web/html';
import { balancesOf, listBets, placeBet, WALLETS, type PlacedBet } from './place-bet';
import { SELECTIONS, SPORTS_EVENTS, selectionLabel, startsAt, type SportsEvent } from './sportsbook-events';
import { SPORTSBOOK_SCRIPT } from './sportsbook-script';
import { SPORTSBOOK_STYLE } from './sportsbook-style';

export const MIN_STAKE = 0.5;
export const MAX_STAKE = 1000;

const betBodySchema = v.object({
  event: v.pipe(v.string('Field is required'), v.nonEmpty('Field is required'), v.maxLength(20)),
  selection: v.picklist(SELECTIONS, 'Wrong field'),
  stake: v.pipe(v.number('Field is required'), v.minValue(MIN_STAKE, `Min value is ${MIN_STAKE}`), v.maxValue(MAX_STAKE, `Max value is ${MAX_STAKE}`)),
  wallet: v.picklist(WALLETS, 'Wrong field'),
});

/** "€1,500.00": the site's English money format. */
const money = (amount: number, currency: string) => escapeHtml(new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount));

const oddsButton = (event: SportsEvent, selection: (typeof SELECTIONS)[number]) => {
  const odds = event.odds[selection];
  if (odds === null) return '';
  const label = selectionLabel(event, selection);
  const short = selection === 'home' ? '1' : selection === 'draw' ? 'X' : '2';
  return `<button type="button" class="odds" aria-pressed="false" data-event="${event.id}" data-selection="${selection}" data-odds="${odds}"
    data-label="${escapeHtml(label)}" data-match="${escapeHtml(`${event.home} – ${event.away}`)}"
    aria-label="${escapeHtml(`${label} at ${odds.toFixed(2)}`)}"><span class="pick">${short}</span><span class="price">${odds.toFixed(2)}</span></button>`;
};

const eventRow = (event: SportsEvent) => `<li class="event">
  <div class="meta"><span>${escapeHtml(event.sport)} · ${escapeHtml(event.league)}</span><time datetime="${startsAt(event).toISOString()}"></time></div>
  <p class="teams">${escapeHtml(event.home)} <span aria-hidden="true">–</span><span class="sr"> versus </span> ${escapeHtml(event.away)}</p>
  <div class="market" role="group" aria-label="${escapeHtml(`Match result, ${event.home} – ${event.away}`)}">${SELECTIONS.map((selection) => oddsButton(event, selection)).join('')}</div>
</li>`;

const betItem = (bet: PlacedBet) => `<li><span class="bet-match">${escapeHtml(bet.match)}</span>
  <span>${escapeHtml(bet.selection)} @ ${bet.odds.toFixed(2)}</span>
  <span>${money(bet.stake, bet.currency)} → ${money(bet.potential_win, bet.currency)}</span></li>`;

type Player = { balances: ReturnType<typeof balancesOf>; bets: PlacedBet[] } | null;

function slip(player: Player) {
  if (!player) {
    return `<p>Sign in to place bets. You can browse every match and its odds.</p>
      <p id="picked" class="picked" aria-live="polite"></p>
      <button id="sign-in" type="button" class="primary">Sign in to bet</button>`;
  }
  const { balances } = player;
  return `<p id="picked" class="picked">Pick the odds of a match to add it here.</p>
    <fieldset><legend>Pay with</legend>
      <label class="radio"><input type="radio" name="wallet" value="betting_bonus"${balances.betting_bonus > 0 ? ' checked' : ' disabled'}> Betting bonus <span class="amount" data-balance="betting_bonus">${money(balances.betting_bonus, balances.currency)}</span></label>
      <label class="radio"><input type="radio" name="wallet" value="main"${balances.betting_bonus > 0 ? '' : ' checked'}> Main balance <span class="amount" data-balance="main">${money(balances.main, balances.currency)}</span></label>
    </fieldset>
    <label>Stake (${escapeHtml(balances.currency)})<input id="stake" type="number" inputmode="decimal" min="${MIN_STAKE}" max="${MAX_STAKE}" step="0.5" value="5"></label>
    <p class="returns">Potential win <strong id="returns">—</strong></p>
    <button id="place" type="button" class="primary" disabled>Place bet</button>
    <p id="status" class="status" role="status" aria-live="polite"></p>`;
}

function renderPage(player: Player) {
  const events = SPORTS_EVENTS.map(eventRow).join('');
  const bets = player ? `<section aria-labelledby="bets-title" class="panel"><h2 id="bets-title">My open bets</h2>
    <ul id="bets" class="bets">${player.bets.map(betItem).join('')}</ul>
    <p id="no-bets" class="muted"${player.bets.length ? ' hidden' : ''}>No open bets yet.</p></section>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sportsbook</title><style>${SPORTSBOOK_STYLE}</style></head>
<body><main class="book" aria-label="Sportsbook">
  <section aria-labelledby="matches-title" class="matches"><h1 id="matches-title">Today's matches</h1><ul class="events">${events}</ul></section>
  <aside class="side" aria-label="Bet slip and open bets">
    <section aria-labelledby="slip-title" class="panel slip"><h2 id="slip-title">Bet slip</h2>${slip(player)}</section>
    ${bets}
  </aside>
</main>
<script>${SPORTSBOOK_SCRIPT(player ? player.balances.currency : null)}</script></body></html>`;
}

/**
 * The operator's sportsbook as the site embeds it (/platform/betting in a frame): today's matches with odds and a
 * bet slip that stakes the betting bonus or the main balance through /platform/betting-api/bet. Visitors browse and
 * get a sign-in prompt. The page tells its parent window when it is ready, its height, bets placed and sign-in asks.
 */
export function registerSportsbook(app: FastifyInstance, db: Db) {
  app.get('/platform/betting', async (request, reply) => {
    const accountId = readSessionAccountId(db, request);
    const player: Player = accountId ? { balances: balancesOf(db, accountId), bets: listBets(db, accountId) } : null;
    return reply.type('text/html').header('cache-control', 'no-store').send(renderPage(player));
  });

  app.post('/platform/betting-api/bet', async (request) => {
    const accountId = readSessionAccountId(db, request);
    if (!accountId) throw new PlatformFault('AuthorizationException');
    const body = parseInput(betBodySchema, request.body);
    return { data: placeBet(db, { accountId, event: body.event, selection: body.selection, stakeCents: toCents(body.stake), wallet: body.wallet }) };
  });
}
