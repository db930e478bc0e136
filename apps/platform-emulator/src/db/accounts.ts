import type { Database } from 'better-sqlite3';
import { hashPasswordSync } from './password';

export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo123' } as const;
export const DEMO_TWO_FACTOR_PLAYER = { login: 'twofactor@example.com', password: 'demo123' } as const;

/** Seeds the demo players: a verified EUR player with money and history, and one with two-factor sign-in on. */
export function seedAccounts(db: Database, now = new Date()) {
  const insert = db.prepare(`INSERT INTO accounts
    (login, password_hash, fakename, currency, locale, country_code, reg_time, balance_main, balance_bonus,
     is_verified, two_factor_auth)
    VALUES (@login, @hash, @fakename, 'EUR', 'en', 'MT', @regTime, @main, @bonus, @verified, @twoFactor)`);
  const regTime = new Date(now.getTime() - 90 * 24 * 3600 * 1000).toISOString();
  const demo = insert.run({
    login: DEMO_PLAYER.login,
    hash: hashPasswordSync(DEMO_PLAYER.password),
    fakename: 'LuckyDemo',
    regTime,
    main: 150_000,
    bonus: 2_500,
    verified: 1,
    twoFactor: 0,
  });
  insert.run({
    login: DEMO_TWO_FACTOR_PLAYER.login,
    hash: hashPasswordSync(DEMO_TWO_FACTOR_PLAYER.password),
    fakename: 'SafePlayer',
    regTime,
    main: 50_000,
    bonus: 0,
    verified: 1,
    twoFactor: 1,
  });
  const demoId = Number(demo.lastInsertRowid);
  const twoFactorId = demoId + 1;
  // The demo player's money has a history: two deposits and a few rounds make up its main balance.
  const tx = db.prepare(`INSERT INTO transactions (account_id, type, status, amount, currency, method, created_at, updated_at)
    VALUES (?, 'deposit', 'success', ?, 'EUR', 'card', ?, ?)`);
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  tx.run(demoId, 100_000, ago(30), ago(30));
  tx.run(demoId, 50_000, ago(3), ago(3));
  const round = db.prepare(`INSERT INTO game_rounds (account_id, game_sysname, mode, bet, win, currency, balance_after, created_at)
    VALUES (?, ?, 'real', ?, ?, 'EUR', ?, ?)`);
  let balance = 150_000;
  const rounds: Array<[string, number, number]> = [
    ['aurora-play-book-of-ra', 200, 0], ['aurora-play-book-of-ra', 200, 1_000], ['blue-comet-gates-of-olympus', 500, 0],
    ['blue-comet-gates-of-olympus', 500, 250], ['cobalt-reels-legend-of-the-nile', 100, 0], ['cobalt-reels-legend-of-the-nile', 100, 350],
  ];
  rounds.forEach(([game, bet, win], index) => {
    balance += win - bet;
    round.run(demoId, game, bet, win, balance, ago(2 - index * 0.1));
  });
  db.prepare('UPDATE accounts SET balance_main = ? WHERE id = ?').run(balance, demoId);

  const profile = db.prepare(`UPDATE accounts SET first_name = ?, last_name = ?, sex = ?, birth_date = ?, country = ?, home_town = ?, address = ?,
    postcode = ?, document_type = 'passport', document_number = ?, loyalty_points = ?, loyalty_exp = ?, loyalty_character_id = 1,
    deposit_limit_amount = ?, deposit_limit_period = ?, is_subscribed = 1, unsubscribe_token = ? WHERE id = ?`);
  profile.run('Alex', 'Demo', 1, '1990-04-12', 'Malta', 'Valletta', '12 Republic Street', '1117', 'P1234567', 1_250, 1_850, 1_000_000, 'month', `demo-${demoId}`, demoId);
  profile.run('Sam', 'Secure', 2, '1985-09-30', 'Malta', 'Sliema', '3 Tower Road', '1600', 'P7654321', 100, 100, null, null, `secure-${twoFactorId}`, twoFactorId);
  const contact = db.prepare("INSERT INTO contacts (account_id, type, contact, phone_country_code, is_confirmed, is_subscribed) VALUES (?, ?, ?, ?, ?, 1)");
  contact.run(demoId, 'email', DEMO_PLAYER.login, null, 1);
  contact.run(demoId, 'phone', '35699123456', 'MT', 0);
  contact.run(twoFactorId, 'email', DEMO_TWO_FACTOR_PLAYER.login, null, 1);

  const bonus = db.prepare(`INSERT INTO bonuses (account_id, kind, name, status, amount, wager_required, wagered, offer_id, created_at, expires_at, activated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ahead = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  bonus.run(demoId, 'casino', 'offer.reload', 'active', 2_500, 75_000, 12_300, 2, ago(3), ahead(11), ago(3));
  bonus.run(demoId, 'casino', 'offer.welcome', 'available', 10_000, 300_000, 0, 1, ago(1), ahead(13), null);
  bonus.run(demoId, 'casino', 'offer.welcome', 'wagered', 5_000, 150_000, 150_000, 1, ago(29), ago(15), ago(29));
  bonus.run(demoId, 'betting', 'offer.betting', 'available', 1_000, 1_000, 0, 4, ago(1), ahead(13), null);
  db.prepare(`INSERT INTO freespins (account_id, game_sysname, total_count, remaining_count, bet, status, created_at, expires_at)
    VALUES (?, 'aurora-play-book-of-ra', 20, 12, 20, 'active', ?, ?)`).run(demoId, ago(2), ahead(5));
  const cashback = db.prepare(`INSERT INTO cashbacks (account_id, status, amount, percent, created_at, end_date, receiving_expired_at, paid_out_at)
    VALUES (?, ?, ?, 10, ?, ?, ?, ?)`);
  const activeCashback = cashback.run(demoId, 'active', 1_240, ago(1), ago(1), ahead(6), null).lastInsertRowid;
  cashback.run(demoId, 'paid_out', 860, ago(8), ago(8), ago(1), ago(7));
  const like = db.prepare("INSERT INTO likes (account_id, game_id, created_at) SELECT ?, id, ? FROM games WHERE sysname = ?");
  like.run(demoId, ago(5), 'aurora-play-book-of-ra');
  like.run(demoId, ago(4), 'blue-comet-gates-of-olympus');
  db.prepare("INSERT INTO tournament_players (tournament_id, account_id, fakename, score, joined_at) VALUES (1, ?, 'LuckyDemo', 12000, ?)").run(demoId, ago(2));
  db.prepare(`INSERT INTO loyalty_notifications (account_id, trigger, type, title, message, image, amount, amount_type, created_at)
    VALUES (?, 'level_up', 'level', 'New level reached', 'Congratulations, your loyalty level went up.', '/platform/images/loyalty/level-up-112x112.png', 2, 'level', ?)`).run(demoId, ago(2));
  // The demo player has already been shown its cashback and this week's campaign popup, so signing in shows the
  // site rather than a popup; new players meet both (see popups.get).
  const store = db.prepare('INSERT INTO storage (account_id, key, value) VALUES (?, ?, ?)');
  store.run(demoId, 'already_seen_cashback_id', String(activeCashback));
  store.run(demoId, 'popup_served_1', '1');
}
