/**
 * The emulator's tables. Money is stored in cents (integers) so sums never drift; times are ISO strings.
 * Static programme data (loyalty levels, characters, shop, cashier methods) lives in code beside the seed;
 * everything a player changes lives here.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  fakename TEXT,
  currency TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en',
  country_code TEXT,
  reg_time TEXT NOT NULL,
  registration_type TEXT NOT NULL DEFAULT 'form',
  balance_main INTEGER NOT NULL DEFAULT 0,
  balance_bonus INTEGER NOT NULL DEFAULT 0,
  balance_betting_bonus INTEGER NOT NULL DEFAULT 0,
  balance_fun INTEGER NOT NULL DEFAULT 100000,
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  is_on_verification INTEGER NOT NULL DEFAULT 0,
  is_verified INTEGER NOT NULL DEFAULT 0,
  is_kyc_block_enabled INTEGER NOT NULL DEFAULT 0,
  is_registration_completed INTEGER NOT NULL DEFAULT 1,
  two_factor_auth INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  first_name TEXT, last_name TEXT, sex INTEGER, birth_date TEXT, document_type TEXT, document_number TEXT,
  cpf TEXT, country TEXT, region TEXT, home_town TEXT, address TEXT, postcode TEXT,
  deposit_limit_amount INTEGER,
  deposit_limit_period TEXT,
  loyalty_points INTEGER NOT NULL DEFAULT 0,
  loyalty_exp INTEGER NOT NULL DEFAULT 0,
  loyalty_character_id INTEGER,
  unsubscribe_token TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL DEFAULT 0,
  log_id INTEGER
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions(account_id);
CREATE TABLE IF NOT EXISTS session_log (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX IF NOT EXISTS session_log_account ON session_log(account_id, ended_at);
CREATE TABLE IF NOT EXISTS rg_limits (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  period TEXT NOT NULL,
  amount INTEGER,
  pending INTEGER NOT NULL DEFAULT 0,
  pending_amount INTEGER,
  pending_at INTEGER,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, type, period)
);
CREATE TABLE IF NOT EXISTS rg_settings (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  reality_check_minutes INTEGER
);
CREATE TABLE IF NOT EXISTS rg_exclusions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  duration TEXT NOT NULL,
  started_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rg_exclusions_account ON rg_exclusions(account_id, ends_at);
CREATE TABLE IF NOT EXISTS identities (
  provider TEXT NOT NULL,
  external_id TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, external_id)
);
CREATE INDEX IF NOT EXISTS identities_account ON identities(account_id);
CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  contact TEXT NOT NULL COLLATE NOCASE,
  phone_country_code TEXT,
  is_confirmed INTEGER NOT NULL DEFAULT 0,
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  UNIQUE (account_id, contact)
);
CREATE TABLE IF NOT EXISTS codes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  target TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  tries INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS codes_lookup ON codes(account_id, purpose, target);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  link TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS providers (
  sysname TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  types TEXT NOT NULL,
  colour TEXT NOT NULL,
  glyph TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY,
  sysname TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  provider TEXT NOT NULL REFERENCES providers(sysname),
  has_demo INTEGER NOT NULL,
  tags TEXT NOT NULL,
  full_screen TEXT NOT NULL,
  sort INTEGER NOT NULL,
  rtp REAL NOT NULL,
  kind TEXT NOT NULL,
  theme TEXT NOT NULL,
  released_at TEXT NOT NULL,
  popularity INTEGER NOT NULL,
  limit_min INTEGER,
  limit_max INTEGER
);
CREATE INDEX IF NOT EXISTS games_provider ON games(provider);
CREATE INDEX IF NOT EXISTS games_sort ON games(sort, id);
CREATE TABLE IF NOT EXISTS game_categories (
  game_id INTEGER NOT NULL REFERENCES games(id),
  category_id TEXT NOT NULL REFERENCES categories(id),
  PRIMARY KEY (game_id, category_id)
);
CREATE INDEX IF NOT EXISTS game_categories_category ON game_categories(category_id);
CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  method TEXT,
  requisites TEXT,
  campaign_offer_id INTEGER,
  locale TEXT NOT NULL DEFAULT 'en',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS transactions_account ON transactions(account_id, type, created_at);
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  method TEXT NOT NULL,
  request_hash TEXT,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (key, account_id, method)
);
CREATE TABLE IF NOT EXISTS requisites (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  method TEXT NOT NULL,
  value TEXT NOT NULL,
  status TEXT NOT NULL,
  UNIQUE (account_id, method, value)
);
CREATE TABLE IF NOT EXISTS bonuses (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  wager_required INTEGER NOT NULL,
  wagered INTEGER NOT NULL DEFAULT 0,
  offer_id INTEGER,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  activated_at TEXT,
  finished_at TEXT
);
CREATE INDEX IF NOT EXISTS bonuses_account ON bonuses(account_id, kind, status);
CREATE TABLE IF NOT EXISTS freespins (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  game_sysname TEXT NOT NULL,
  total_count INTEGER NOT NULL,
  remaining_count INTEGER NOT NULL,
  bet INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cashbacks (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  percent INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  end_date TEXT NOT NULL,
  receiving_expired_at TEXT NOT NULL,
  paid_out_at TEXT
);
CREATE TABLE IF NOT EXISTS offers (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL,
  exclude_methods TEXT NOT NULL DEFAULT '[]',
  user_satisfies_params INTEGER NOT NULL DEFAULT 1,
  promo_code TEXT UNIQUE COLLATE NOCASE,
  text_key TEXT NOT NULL,
  image TEXT NOT NULL,
  bonus_kind TEXT NOT NULL,
  bonus_percent INTEGER NOT NULL DEFAULT 0,
  bonus_amount INTEGER NOT NULL DEFAULT 0,
  max_bonus INTEGER NOT NULL DEFAULT 0,
  wager INTEGER NOT NULL DEFAULT 30,
  freespins_game TEXT,
  freespins_count INTEGER NOT NULL DEFAULT 0,
  min_deposit INTEGER NOT NULL DEFAULT 0,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS account_offers (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  offer_id INTEGER NOT NULL REFERENCES offers(id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, offer_id)
);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL,
  text_key TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT NOT NULL,
  finished_at TEXT,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS likes (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  game_id INTEGER NOT NULL REFERENCES games(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, game_id)
);
CREATE INDEX IF NOT EXISTS likes_game ON likes(game_id);
CREATE TABLE IF NOT EXISTS game_rounds (
  id INTEGER PRIMARY KEY,
  account_id INTEGER,
  game_sysname TEXT NOT NULL,
  mode TEXT NOT NULL,
  bet INTEGER NOT NULL,
  win INTEGER NOT NULL,
  currency TEXT NOT NULL,
  balance_after INTEGER NOT NULL,
  is_freespin INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS game_rounds_account ON game_rounds(account_id, created_at);
CREATE TABLE IF NOT EXISTS history_exports (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  date_from TEXT,
  date_to TEXT,
  format TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ready_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS jackpots (
  id INTEGER PRIMARY KEY,
  sysname TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL,
  seed_amount INTEGER NOT NULL,
  growth_per_hour INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS jackpot_winners (
  id INTEGER PRIMARY KEY,
  jackpot_id INTEGER NOT NULL REFERENCES jackpots(id),
  fakename TEXT NOT NULL,
  game_sysname TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  won_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS jackpot_winners_time ON jackpot_winners(won_at);
CREATE TABLE IF NOT EXISTS tournaments (
  id INTEGER PRIMARY KEY,
  text_key TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  prize_pool INTEGER NOT NULL,
  currency TEXT NOT NULL,
  min_bet INTEGER NOT NULL,
  category TEXT,
  prizes TEXT NOT NULL,
  image TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_players (
  id INTEGER PRIMARY KEY,
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  account_id INTEGER,
  fakename TEXT NOT NULL,
  score INTEGER NOT NULL DEFAULT 0,
  joined_at TEXT NOT NULL,
  UNIQUE (tournament_id, account_id)
);
CREATE INDEX IF NOT EXISTS tournament_players_score ON tournament_players(tournament_id, score DESC);
CREATE TABLE IF NOT EXISTS loyalty_purchases (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  product_id INTEGER NOT NULL,
  points INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS loyalty_notifications (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trigger TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  image TEXT NOT NULL,
  amount INTEGER NOT NULL,
  amount_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS storage (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE TABLE IF NOT EXISTS records (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  account_id INTEGER,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_kind ON records(kind, id);
CREATE TABLE IF NOT EXISTS verification (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  applicant_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  review_status TEXT NOT NULL DEFAULT 'init',
  review_answer TEXT,
  reject_type TEXT,
  moderation_comment TEXT,
  submitted_at TEXT,
  reviewed_at TEXT
);
CREATE TABLE IF NOT EXISTS verification_attempts (
  id INTEGER PRIMARY KEY,
  applicant_id TEXT NOT NULL,
  answered_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS verification_attempts_applicant ON verification_attempts(applicant_id);
CREATE TABLE IF NOT EXISTS kyc_tokens (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  applicant_id TEXT NOT NULL,
  external_action_id TEXT,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS kyc_documents (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  applicant_id TEXT NOT NULL,
  doc_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BLOB NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS kyc_documents_applicant ON kyc_documents(applicant_id, attempt);
CREATE TABLE IF NOT EXISTS cms_users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 1,
  reset_token TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
