import { join } from 'node:path';
import { readTelegramBotToken } from './services/telegram-token';

/**
 * - `test`: the end-to-end and integration suites; development routes on, a random Telegram bot token per process,
 *   history exports ready at once.
 * - `development`: development routes on; needs TELEGRAM_BOT_TOKEN (a real bot of the developer's).
 * - `demo`: what `npm start` and `npm run emulator` run; development routes on, and a random Telegram bot token made
 *   once per data folder and kept there.
 * - `production`: no development routes, no faults; needs TELEGRAM_BOT_TOKEN.
 * Development routes answer only loopback clients that no proxy relayed (see platform/client.ts).
 */
export const EMULATOR_MODES = ['development', 'test', 'demo', 'production'] as const;
export type EmulatorMode = (typeof EMULATOR_MODES)[number];

export type EmulatorConfig = {
  port: number;
  host: string;
  mode: EmulatorMode;
  /** Folder of the SQLite file; `:memory:` keeps everything in memory (tests). */
  dataDir: string;
  /**
   * The site's own origins (SITE_ORIGINS, comma-separated): the web shell first, then the Telegram shell and any
   * other. A state-changing call from any other origin is refused; the first one is where mail links point.
   */
  siteOrigins: string[];
  /** Origin of the Telegram shell (TELEGRAM_ORIGIN), where the development launch route sends the browser. */
  telegramOrigin: string;
  /** Bot token that signs Telegram mini-app init data (TELEGRAM_BOT_TOKEN, or generated in test and demo mode). */
  telegramBotToken: string;
  /** Seconds a Telegram init data stays valid after its auth_date. */
  telegramMaxAgeSeconds: number;
  /** The live-chat provider support.getsettings names (EMULATOR_CHAT_PROVIDER, default the no-op one). */
  chatProvider: string;
  /** Fault rules from EMULATOR_FAULTS (a JSON array); refused in production mode. */
  faults: string | undefined;
};

const workspaceRoot = join(import.meta.dirname, '../../..');

export const DEFAULT_SITE_ORIGINS = 'http://localhost:4200,http://localhost:4201';
export const DEFAULT_TELEGRAM_ORIGIN = 'http://localhost:4201';

/** Whether the development routes (`/__emulator/*`: outbox, faults, chat provider, Telegram launch) exist. */
export const hasDevelopmentRoutes = (config: Pick<EmulatorConfig, 'mode'>) => config.mode !== 'production';

/** An origin as browsers send it (`scheme://host[:port]`, no path); anything else stops the start with a message. */
function parseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name}: "${value}" is not an origin such as https://casino.example`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.trim().replace(/\/$/, '')) {
    throw new Error(`${name}: "${value}" is not an origin such as https://casino.example (scheme, host and port only)`);
  }
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const mode = (env['EMULATOR_MODE'] ?? 'demo') as EmulatorMode;
  if (!EMULATOR_MODES.includes(mode)) throw new Error(`EMULATOR_MODE must be one of ${EMULATOR_MODES.join(', ')}, got "${mode}"`);
  const dataDir = env['EMULATOR_DATA_DIR'] ?? join(workspaceRoot, 'tmp/emulator');
  const siteOrigins = (env['SITE_ORIGINS'] ?? DEFAULT_SITE_ORIGINS)
    .split(',')
    .filter((origin) => origin.trim())
    .map((origin) => parseOrigin(origin, 'SITE_ORIGINS'));
  if (!siteOrigins.length) throw new Error('SITE_ORIGINS must name at least one origin');
  return {
    port: Number(env['EMULATOR_PORT'] ?? 3100),
    host: env['EMULATOR_HOST'] ?? '127.0.0.1',
    mode,
    dataDir,
    siteOrigins,
    telegramOrigin: parseOrigin(env['TELEGRAM_ORIGIN'] ?? DEFAULT_TELEGRAM_ORIGIN, 'TELEGRAM_ORIGIN'),
    telegramBotToken: readTelegramBotToken(mode, dataDir, env['TELEGRAM_BOT_TOKEN']),
    telegramMaxAgeSeconds: Number(env['TELEGRAM_MAX_AGE_SECONDS'] ?? 86_400),
    chatProvider: env['EMULATOR_CHAT_PROVIDER'] ?? 'none',
    faults: env['EMULATOR_FAULTS'],
  };
}
