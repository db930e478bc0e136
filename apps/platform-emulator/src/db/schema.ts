/** The emulator's tables. Money is stored in cents (integers) so sums never drift. */
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
  status TEXT NOT NULL DEFAULT 'active'
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS providers (
  sysname TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  types TEXT NOT NULL
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
  rtp REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS games_provider ON games(provider);
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
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
