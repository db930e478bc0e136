import { MAX_STAKE, MIN_STAKE } from './place-bet';

/**
 * The sportsbook page's script: kick-off times in the player's time zone, the bet slip (singles and a multiple),
 * live scores and prices every ten seconds, and the messages to the embedding site. Its settings and words come in
 * the page's `book-config` JSON; a visitor (no currency) can pick odds but is asked to sign in.
 */
export const SPORTSBOOK_SCRIPT = `
const config = JSON.parse(document.getElementById('book-config').textContent);
const { currency, locale, texts } = config;
const $ = (id) => document.getElementById(id);
const post = (message) => { if (window.parent !== window) window.parent.postMessage(message, window.location.origin); };
const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, key) => (key in values ? values[key] : ''));
const money = (amount) => new Intl.NumberFormat(locale + '-u-nu-latn', { style: 'currency', currency, minimumFractionDigits: 2, useGrouping: 'always' }).format(amount);
const odds = (value) => Number(value).toFixed(2);
const narrow = window.matchMedia('(max-width: 767px)');

const today = new Date().toDateString();
const timeOnly = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
const dayAndTime = new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
for (const time of document.querySelectorAll('time')) {
  const date = new Date(time.dateTime);
  time.textContent = (date.toDateString() === today ? timeOnly : dayAndTime).format(date);
}

/** The slip: one pick per match, in the order picked. */
const picks = new Map();
const buttonOf = (pick) => document.querySelector('[data-event="' + pick.event + '"] .odds[data-key="' + pick.market + '/' + pick.selection + '"]');
const mode = () => (document.querySelector('input[name="mode"]:checked') || {}).value || 'singles';
const say = (text, tone) => { const status = $('status'); if (!status) return; status.textContent = text; status.className = 'status ' + (tone || ''); };

function renderSlip() {
  const list = $('picks');
  list.replaceChildren();
  for (const pick of picks.values()) {
    const item = document.createElement('li');
    const line = document.createElement('span');
    line.className = 'pick-line';
    line.textContent = pick.match + ': ' + pick.label + ' @ ' + odds(pick.odds);
    const market = document.createElement('span');
    market.className = 'pick-market';
    market.textContent = pick.marketName;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'remove';
    remove.textContent = '×';
    remove.setAttribute('aria-label', fill(texts.remove, { selection: pick.label }));
    remove.addEventListener('click', () => { unpick(pick.event); });
    item.append(line, market, remove);
    list.append(item);
  }
  $('picked').hidden = picks.size > 0;
  if (!currency) return;
  const several = picks.size > 1;
  $('mode').hidden = !several;
  if (!several) document.querySelector('input[name="mode"][value="singles"]').checked = true;
  const multiple = several && mode() === 'multiple';
  const stake = Number($('stake').value);
  const valid = stake >= ${MIN_STAKE} && stake <= ${MAX_STAKE};
  const combined = [...picks.values()].reduce((product, pick) => product * pick.odds, 1);
  $('stake-note').hidden = !several || multiple;
  $('combined-line').hidden = !multiple;
  $('combined').textContent = odds(combined);
  $('total-line').hidden = !several || multiple;
  $('total').textContent = valid ? money(stake * picks.size) : '—';
  const win = multiple ? stake * Math.round(combined * 100) / 100 : [...picks.values()].reduce((sum, pick) => sum + stake * pick.odds, 0);
  $('returns').textContent = picks.size && valid ? money(Math.round(win * 100) / 100) : '—';
  $('place').disabled = !picks.size || !valid;
  $('clear').hidden = picks.size < 2;
}

function unpick(event) {
  const pick = picks.get(event);
  if (!pick) return;
  picks.delete(event);
  const button = buttonOf(pick);
  if (button) button.setAttribute('aria-pressed', 'false');
  renderSlip();
}

function choose(button) {
  const row = button.closest('.event');
  const [market, selection] = button.dataset.key.split('/');
  const event = row.dataset.event;
  const current = picks.get(event);
  const same = current && current.market === market && current.selection === selection;
  if (current) unpick(event);
  if (same) return;
  button.setAttribute('aria-pressed', 'true');
  picks.set(event, { event, market, selection, odds: Number(button.dataset.odds), label: button.dataset.label, marketName: button.dataset.marketName, match: row.dataset.match });
  if (currency) say('');
  renderSlip();
  if (narrow.matches) $('slip-title').scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}
document.addEventListener('click', (event) => {
  const button = event.target.closest && event.target.closest('.odds');
  if (button && !button.disabled) choose(button);
});
for (const more of document.querySelectorAll('details.more')) {
  more.addEventListener('toggle', () => {
    const template = more.querySelector('template');
    if (more.open && template) template.replaceWith(template.content);
  });
}

function showBet(bet) {
  const item = document.createElement('li');
  const lines = [bet.match, bet.legs.length > 1 ? '@ ' + odds(bet.odds) : bet.selection + ' @ ' + odds(bet.odds), money(bet.stake) + ' → ' + money(bet.potential_win)];
  for (const text of lines) { const part = document.createElement('span'); part.textContent = text; item.append(part); }
  item.firstChild.className = 'bet-match';
  if (bet.legs.length > 1) {
    const legs = document.createElement('ul');
    legs.className = 'legs';
    for (const leg of bet.legs) { const line = document.createElement('li'); line.textContent = leg.match + ': ' + leg.selection + ' @ ' + odds(leg.odds); legs.append(line); }
    item.insertBefore(legs, item.lastChild);
  }
  $('bets').prepend(item);
  $('no-bets').hidden = true;
}

function showBalances(balances) {
  for (const key of ['main', 'betting_bonus']) document.querySelector('[data-balance="' + key + '"]').textContent = money(balances[key]);
  const bonus = document.querySelector('input[value="betting_bonus"]');
  bonus.disabled = balances.betting_bonus <= 0;
  if (bonus.disabled && bonus.checked) document.querySelector('input[value="main"]').checked = true;
}

/** Sends one bet; answers its data, or null after saying why it was refused. */
async function send(legs, stake, wallet) {
  const response = await fetch('/platform/betting-api/bet', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ legs: legs.map((pick) => ({ event: pick.event, market: pick.market, selection: pick.selection, odds: pick.odds })), stake, wallet, locale }) });
  const body = await response.json();
  if (!body.error) return body.data;
  const data = body.error.error_data || {};
  if (body.error.type === 'AuthorizationException') { say(texts['error.session'], 'lose'); post({ type: 'frame:navigate', to: 'sign-in' }); }
  else if (body.error.type === 'UserNeedDepositException') say(texts['error.funds'], 'lose');
  else if (data.odds) {
    for (const entry of data.current_odds || []) {
      const [key, value] = entry.split('=');
      const [event, market, selection] = key.split('/');
      const pick = picks.get(event);
      if (pick && pick.market === market && pick.selection === selection) pick.odds = Number(value);
    }
    renderSlip();
    say(texts['error.oddsChanged'], 'lose');
  } else {
    const reason = data.stake || data.wallet || data.selection || data.event || data.legs;
    say(reason ? fill(texts['error.rejected'], { reason: reason[0] }) : texts['error.generic'], 'lose');
  }
  return null;
}

// Another site's page: a framed page asks its parent to open it (frame:open-link), which works where a link in the
// frame cannot leave it (Telegram's webview); opened on its own, the link is followed as usual.
for (const link of document.querySelectorAll('a[data-external]')) {
  link.addEventListener('click', (event) => {
    if (window.parent === window) return;
    event.preventDefault();
    post({ type: 'frame:open-link', url: link.href });
  });
}

if (!currency) {
  $('sign-in').addEventListener('click', () => post({ type: 'frame:navigate', to: 'sign-in' }));
} else {
  $('stake').addEventListener('input', renderSlip);
  for (const input of document.querySelectorAll('input[name="mode"]')) input.addEventListener('change', renderSlip);
  $('clear').addEventListener('click', () => { for (const event of [...picks.keys()]) unpick(event); });
  $('place').addEventListener('click', async () => {
    const wallet = document.querySelector('input[name="wallet"]:checked');
    const stake = Number($('stake').value);
    if (!picks.size || !wallet) return;
    $('place').disabled = true;
    say(texts.placing);
    const chosen = [...picks.values()];
    try {
      if (chosen.length > 1 && mode() === 'multiple') {
        const placed = await send(chosen, stake, wallet.value);
        if (placed) {
          for (const pick of chosen) unpick(pick.event);
          showBet(placed.bet);
          showBalances(placed.balances);
          say(fill(texts.placedMultiple, { count: chosen.length, odds: odds(placed.bet.odds), stake: money(placed.bet.stake) }), 'win');
          post({ type: 'frame:balance-changed' });
        }
      } else {
        const done = [];
        for (const pick of chosen) {
          const placed = await send([pick], stake, wallet.value);
          if (!placed) break;
          done.push(placed.bet);
          unpick(pick.event);
          showBet(placed.bet);
          showBalances(placed.balances);
          post({ type: 'frame:balance-changed' });
        }
        if (done.length === 1 && chosen.length === 1) say(fill(texts.placed, { selection: done[0].selection, odds: odds(done[0].odds), stake: money(done[0].stake) }), 'win');
        else if (done.length === chosen.length) say(fill(texts.placedMany, { count: done.length, stake: money(done.reduce((sum, bet) => sum + bet.stake, 0)) }), 'win');
      }
    } catch {
      say(texts['error.network'], 'lose');
    } finally {
      renderSlip();
    }
  });
  renderSlip();
}

/** Live matches: scores, clocks and prices every ten seconds, a moved price marked for a moment. */
async function followLive() {
  if (!config.live.length || document.hidden) return;
  try {
    const response = await fetch('/platform/betting-api/live?locale=' + encodeURIComponent(locale) + '&events=' + config.live.join(','), { credentials: 'same-origin' });
    const { data } = await response.json();
    for (const [id, live] of Object.entries(data.events)) {
      const row = document.querySelector('[data-event="' + id + '"]');
      if (!row) continue;
      const score = row.querySelector('[data-score]');
      if (score) score.textContent = live.score;
      const clock = row.querySelector('[data-clock]');
      if (clock) clock.textContent = live.clock;
      for (const button of row.querySelectorAll('.odds')) {
        const value = live.ended ? null : live.odds[button.dataset.key] ?? null;
        const price = button.querySelector('.price');
        const before = Number(button.dataset.odds);
        if (value === null) {
          button.disabled = true;
          price.textContent = '—';
          button.setAttribute('aria-label', fill(texts.suspended, { selection: button.dataset.label }));
          const pick = picks.get(id);
          if (pick && buttonOf(pick) === button) unpick(id);
          continue;
        }
        button.disabled = false;
        if (!button.hasAttribute('aria-pressed')) button.setAttribute('aria-pressed', 'false');
        if (value !== before) {
          button.dataset.odds = value;
          price.textContent = odds(value);
          button.setAttribute('aria-label', fill(texts.at, { selection: button.dataset.label, odds: odds(value) }));
          button.classList.remove('up', 'down');
          button.classList.add(value > before ? 'up' : 'down');
          setTimeout(() => button.classList.remove('up', 'down'), 2500);
          const pick = picks.get(id);
          if (pick && buttonOf(pick) === button) { pick.odds = value; renderSlip(); }
        }
      }
    }
  } catch {
    // The next round tries again.
  }
}
setInterval(followLive, 10_000);

const book = document.querySelector('.book');
const report = () => post({ type: 'frame:resize', height: Math.ceil(book.getBoundingClientRect().height + book.offsetTop * 2) });
new ResizeObserver(report).observe(book);
`;
