import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { motifPath } from '../art/motifs';
import { themeOf, THEMES } from '../art/themes';
import type { Db } from '../db/database';
import { sql, toAmount } from '../db/sql';
import { invalidRequest, PlatformFault } from '../platform/fault';
import { parseInput } from '../platform/method';
import { noSessionFault, readSessionAccountId } from '../platform/session';
import { spin, SYMBOLS } from '../services/spin';
import type { Locale } from '@casino/platform-contract';
import { t, toLocale, type TextKey } from '../content/texts';
import { gameImageUrl } from '../methods/games';
import { jackpotName } from '../methods/competitions';
import { escapeHtml, page } from './html';

const MODES = ['play', 'demo'] as const;
type Mode = (typeof MODES)[number];

const spinBodySchema = v.object({
  game: v.pipe(v.string('Field is required'), v.nonEmpty('Field is required'), v.maxLength(120)),
  mode: v.picklist(MODES, 'Wrong field'),
  bet: v.pipe(v.number('Field is required'), v.minValue(0.1, 'Min value is 0.1'), v.maxValue(100, 'Max value is 100')),
});

/** A value as JSON inside an inline script: `<` escaped, so no text can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The texts the page's script shows after a spin, in the page's language. */
const scriptTexts = (lang: Locale) => ({
  needDeposit: t('game.needDeposit', lang),
  refused: t('game.refused', lang),
  jackpot: t('game.jackpot', lang),
  win: t('game.win', lang),
  freeSpin: t('game.freeSpin', lang),
  noWin: t('game.noWin', lang),
});

const gameScript = (game: string, mode: Mode, start: number | null, currency: string, lang: Locale) => `
const game = ${scriptJson(game)}, mode = ${scriptJson(mode)}, lang = ${scriptJson(lang)};
const SYMBOL_IDS = ${scriptJson(SYMBOLS)};
const TEXTS = ${scriptJson(scriptTexts(lang))};
const say = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, name) => values[name]);
const money = new Intl.NumberFormat(lang + '-u-nu-latn', { style: 'currency', currency: ${scriptJson(currency)}, minimumFractionDigits: 2, useGrouping: 'always' });
let balance = ${start === null ? 'null' : start};
const $ = (id) => document.getElementById(id);
const format = (value) => value === null ? '—' : money.format(value);
const show = () => { $('balance').textContent = format(balance); };
show();
$('spin').addEventListener('click', async () => {
  const bet = Number($('bet').value);
  $('spin').disabled = true; $('reels').classList.add('spinning'); $('status').textContent = '';
  try {
    const response = await fetch('/platform/game-api/spin?lang=' + encodeURIComponent(lang), { method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game, mode, bet }) });
    const body = await response.json();
    if (body.error) { $('status').textContent = body.error.type === 'UserNeedDepositException' ? TEXTS.needDeposit : body.error.message || say(TEXTS.refused, { reason: body.error.type }); $('status').className = 'status lose'; return; }
    const result = body.data;
    [...$('reels').children].forEach((cell, index) => { cell.innerHTML = document.getElementById('symbol-' + SYMBOL_IDS.indexOf(result.reels[index])).innerHTML; });
    balance = result.balance !== null ? result.balance : (balance === null ? 1000 : balance) - result.bet + result.win;
    show();
    $('status').textContent = result.jackpot ? say(TEXTS.jackpot, { name: result.jackpot.name }) : result.win > 0 ? say(TEXTS.win, { amount: format(result.win) }) : (result.freespin ? TEXTS.freeSpin : TEXTS.noWin);
    $('status').className = 'status ' + (result.win > 0 ? 'win' : 'lose');
    window.parent !== window && window.parent.postMessage({ type: 'frame:balance-changed' }, window.location.origin);
  } finally { $('spin').disabled = false; $('reels').classList.remove('spinning'); }
});`;

/** Symbols of the reels by tier (the spin's cherry to seven): card suits, then the theme's motifs, lowest first. */
const LOW_SYMBOLS = ['spade', 'hearts', 'clubs'];

/**
 * The reels' six symbols drawn in the game's theme, as templates the script copies into the reels, and the page's
 * colours: a slot about Egypt spins scarabs and ankhs on a desert night, a table game plays with card suits.
 */
function themedSymbols(themeId: string) {
  const theme = THEMES.some((item) => item.id === themeId) ? themeOf(themeId) : null;
  const motifs = theme ? theme.motifs.slice(0, 3) : ['crown', 'diamond-trophy', 'seven-pointed-star'];
  const names = [...LOW_SYMBOLS, ...motifs];
  const colours = ['#c9c4ff', '#ff8a9a', '#9fe7a4', theme?.motif[0] ?? '#ffd061', theme?.title[1] ?? '#6cc4ff', '#ffd061'];
  const templates = names
    .map((name, index) => `<template id="symbol-${index}"><svg viewBox="0 0 512 512" width="56" height="56" aria-hidden="true"><path d="${motifPath(name)}" fill="${colours[index]}"/></svg></template>`)
    .join('');
  const style = theme ? `<style>body { background: linear-gradient(${theme.sky}, ${theme.ground}); } main { background: #221d45ee; }</style>` : '';
  return { templates, style };
}

/**
 * The demo game: a three-reel slot that bets and wins against the balance through /platform/game-api/spin. A game
 * provider is told the player's language in its launch URL: `?lang=` (one of the site's locales, else English).
 */
export function registerGamePage(app: FastifyInstance, db: Db) {
  type Game = { sysname: string; title: string; kind: string | null; theme: string };
  const notFound = (reply: FastifyReply, lang: Locale, title: TextKey) => reply.code(404).type('text/html').send(page(t(title, lang), `<h1>${escapeHtml(t(title, lang))}</h1>`, lang));

  const render = (request: FastifyRequest, reply: FastifyReply, game: Game, modeParam: string | undefined, lang: Locale) => {
    const mode = (modeParam ?? 'play') as Mode;
    if (!MODES.includes(mode)) return notFound(reply, lang, 'game.unknownMode');
    const accountId = readSessionAccountId(db, request);
    const account = accountId ? (sql(db, 'SELECT currency, balance_main, balance_fun FROM accounts WHERE id = ?').get(accountId) as { currency: string; balance_main: number; balance_fun: number }) : null;
    const start = account ? toAmount(mode === 'demo' ? account.balance_fun : account.balance_main) : mode === 'demo' ? 1000 : null;
    const currency = account?.currency ?? 'FUN';
    const canPlay = mode === 'demo' || account !== null;
    const { templates, style } = themedSymbols(game.theme);
    const betFormat = new Intl.NumberFormat(`${lang}-u-nu-latn`, { minimumFractionDigits: 2 });
    const cover = game.kind === null ? '' : `<img class="cover" src="${escapeHtml(gameImageUrl(encodeURIComponent(game.sysname), game.kind, lang))}" alt="" width="288" height="192">`;
    const body = `${style}${templates}${cover}<h1>${escapeHtml(game.title)}</h1>
      <p>${escapeHtml(t(mode === 'demo' ? 'game.demoMode' : 'game.realMode', lang))}</p>
      <dl><dt>${escapeHtml(t('game.balance', lang))}</dt><dd id="balance" aria-live="polite"></dd></dl>
      <div id="reels" class="reels" aria-label="${escapeHtml(t('game.reels', lang))}" role="img"><span></span><span></span><span></span></div>
      <script>for (const [index, cell] of [...document.getElementById('reels').children].entries()) cell.innerHTML = document.getElementById('symbol-' + [5, 3, 4][index]).innerHTML;</script>
      <p id="status" class="status" role="status"></p>
      ${canPlay ? `<label>${escapeHtml(t('game.bet', lang))}<select id="bet">${[0.2, 0.5, 1, 2, 5, 10].map((bet) => `<option value="${bet}"${bet === 1 ? ' selected' : ''}>${betFormat.format(bet)}</option>`).join('')}</select></label>
      <div class="actions"><button id="spin" type="button" class="primary">${escapeHtml(t('game.spin', lang))}</button></div>
      <script>${gameScript(game.sysname, mode, start, currency, lang)}</script>` : `<p>${escapeHtml(t('game.signIn', lang))}</p>`}`;
    return reply.type('text/html').header('cache-control', 'no-store').send(page(game.title, body, lang));
  };

  type GameRoute = { Params: { sysname: string; mode?: string }; Querystring: { lang?: string } };
  app.get<GameRoute>('/platform/game/:sysname/:mode?', async (request, reply) => {
    const lang = toLocale(request.query.lang);
    const row = sql(db, 'SELECT name, has_demo, theme, kind FROM games WHERE sysname = ?').get(request.params.sysname) as { name: string; has_demo: number; theme: string; kind: string } | undefined;
    if (!row) return notFound(reply, lang, 'game.notFound');
    if (request.params.mode === 'demo' && !row.has_demo) return notFound(reply, lang, 'game.noDemo');
    return render(request, reply, { sysname: request.params.sysname, title: row.name, kind: row.kind, theme: row.theme }, request.params.mode, lang);
  });

  app.get<{ Params: { custom: string; mode?: string }; Querystring: { lang?: string } }>('/platform/game/custom/:custom/:mode?', async (request, reply) => {
    const lang = toLocale(request.query.lang);
    const custom = request.params.custom.replace(/[^a-z0-9-]/gi, '');
    return render(request, reply, { sysname: `custom/${custom}`, title: t('game.custom', lang, { name: custom }), kind: null, theme: '' }, request.params.mode, lang);
  });

  // The page's own contract is JSON (its script posts it); another body kind is refused rather than half read.
  app.post<{ Querystring: { lang?: string } }>('/platform/game-api/spin', async (request) => {
    if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) throw invalidRequest('The spin takes a JSON body', 415);
    const body = parseInput(spinBodySchema, request.body);
    const known = body.game.startsWith('custom/') || sql(db, 'SELECT 1 FROM games WHERE sysname = ?').get(body.game);
    if (!known) throw new PlatformFault('InvalidParameterException', { game: ['Game not found'] });
    const accountId = readSessionAccountId(db, request);
    // Real money needs a session; one a session-time limit just ended says so.
    if (body.mode === 'play' && !accountId) throw noSessionFault(request);
    const result = spin(db, { accountId, sysname: body.game, mode: body.mode, betCents: Math.round(body.bet * 100) });
    return {
      data: {
        reels: result.reels,
        bet: toAmount(result.bet),
        win: toAmount(result.win),
        balance: result.balance === null ? null : toAmount(result.balance),
        freespin: result.freespin,
        jackpot: result.jackpot ? { name: jackpotName(result.jackpot, toLocale(request.query.lang)), amount: toAmount(result.jackpot.amount) } : null,
      },
    };
  });
}
