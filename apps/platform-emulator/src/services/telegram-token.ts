import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatorMode } from '../config';

/** The file of a data folder that keeps the demo mode's generated bot token. */
export const TOKEN_FILE = 'telegram-bot-token';

/** A bot token as BotFather issues them: the bot id, a colon, a secret of letters, digits, `_` and `-`. */
const TOKEN_PATTERN = /^\d{5,}:[\w-]{30,}$/;

/** A token shaped like BotFather's, random: nobody else knows it, so nobody else can sign init data. */
export const generateBotToken = () => `${randomInt(100_000_000, 999_999_999)}:${randomBytes(26).toString('base64url')}`;

/**
 * The bot token that signs and checks Telegram init data. TELEGRAM_BOT_TOKEN when set (it must look like a real
 * token); otherwise test mode makes a random one for the process and demo mode one per data folder (kept in
 * `telegram-bot-token` there, readable by its owner only), and development and production refuse to start.
 */
export function readTelegramBotToken(mode: EmulatorMode, dataDir: string, given: string | undefined): string {
  if (given !== undefined && given !== '') {
    if (!TOKEN_PATTERN.test(given)) throw new Error('TELEGRAM_BOT_TOKEN does not look like a bot token (digits, a colon, 30 or more letters, digits, _ or -)');
    return given;
  }
  if (mode === 'test' || (mode === 'demo' && dataDir === ':memory:')) return generateBotToken();
  if (mode !== 'demo') {
    throw new Error(`EMULATOR_MODE=${mode} needs TELEGRAM_BOT_TOKEN (the bot's token from BotFather); demo and test modes make a random one`);
  }
  const file = join(dataDir, TOKEN_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (TOKEN_PATTERN.test(kept)) return kept;
  }
  const token = generateBotToken();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
