/**
 * The sportsbook page's script: picks, the bet slip and the messages to the embedding site. `currency` is null for
 * a visitor, who can pick odds but is asked to sign in.
 */
export const SPORTSBOOK_SCRIPT = (currency: string | null) => `
const currency = ${JSON.stringify(currency)};
const $ = (id) => document.getElementById(id);
const post = (message) => { if (window.parent !== window) window.parent.postMessage(message, window.location.origin); };
const money = (amount) => new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
const narrow = window.matchMedia('(max-width: 767px)');
for (const time of document.querySelectorAll('time')) {
  const date = new Date(time.dateTime);
  time.textContent = date.getHours() + ':' + String(date.getMinutes()).padStart(2, '0');
}
let pick = null;
const update = () => {
  if (!currency) return;
  const stake = Number($('stake').value);
  $('returns').textContent = pick && stake > 0 ? money(Math.round(stake * pick.odds * 100) / 100) : '—';
  $('place').disabled = !pick;
};
const say = (text, tone) => { const status = $('status'); status.textContent = text; status.className = 'status ' + (tone || ''); };
for (const button of document.querySelectorAll('.odds')) {
  button.addEventListener('click', () => {
    for (const other of document.querySelectorAll('.odds[aria-pressed="true"]')) other.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-pressed', 'true');
    const data = button.dataset;
    pick = { event: data.event, selection: data.selection, odds: Number(data.odds), label: data.label, match: data.match };
    $('picked').textContent = pick.match + ': ' + pick.label + ' @ ' + pick.odds.toFixed(2);
    if (currency) say('');
    update();
    if (narrow.matches) $('slip-title').scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  });
}
if (!currency) {
  $('sign-in').addEventListener('click', () => post({ type: 'sportsbook:sign-in' }));
} else {
  $('stake').addEventListener('input', update);
  $('place').addEventListener('click', async () => {
    const wallet = document.querySelector('input[name="wallet"]:checked');
    const stake = Number($('stake').value);
    if (!pick || !wallet) return;
    $('place').disabled = true;
    say('Placing your bet…');
    try {
      const response = await fetch('/platform/betting-api/bet', { method: 'POST', credentials: 'same-origin',
        headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: pick.event, selection: pick.selection, stake, wallet: wallet.value }) });
      const body = await response.json();
      if (body.error) {
        const field = body.error.error_data && (body.error.error_data.stake || body.error.error_data.wallet);
        if (body.error.type === 'AuthorizationException') { say('Your session has ended: sign in again to bet.', 'lose'); post({ type: 'sportsbook:sign-in' }); }
        else if (body.error.type === 'UserNeedDepositException') say('Not enough money on your main balance: lower the stake or make a deposit.', 'lose');
        else say(field ? 'Bet not accepted: ' + field[0] + '.' : 'Bet not accepted. Please try again.', 'lose');
        return;
      }
      const { bet, balances } = body.data;
      for (const key of ['main', 'betting_bonus']) document.querySelector('[data-balance="' + key + '"]').textContent = money(balances[key]);
      const bonus = document.querySelector('input[value="betting_bonus"]');
      bonus.disabled = balances.betting_bonus <= 0;
      if (bonus.disabled && bonus.checked) document.querySelector('input[value="main"]').checked = true;
      const item = document.createElement('li');
      for (const text of [bet.match, bet.selection + ' @ ' + bet.odds.toFixed(2), money(bet.stake) + ' → ' + money(bet.potential_win)]) {
        const part = document.createElement('span'); part.textContent = text; item.append(part);
      }
      item.firstChild.className = 'bet-match';
      $('bets').prepend(item);
      $('no-bets').hidden = true;
      say('Bet placed: ' + bet.selection + ' @ ' + bet.odds.toFixed(2) + ' for ' + money(bet.stake) + '.', 'win');
      post({ type: 'sportsbook:bet-placed', bet, balances });
    } catch {
      say('The sportsbook could not be reached. Check your connection and try again.', 'lose');
    } finally {
      $('place').disabled = !pick;
    }
  });
  update();
}
const book = document.querySelector('.book');
const report = () => post({ type: 'sportsbook:resize', height: Math.ceil(book.getBoundingClientRect().height + book.offsetTop * 2) });
new ResizeObserver(report).observe(book);
post({ type: 'sportsbook:ready', signedIn: currency !== null });
`;
