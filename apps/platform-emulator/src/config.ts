import { join } from 'node:path';

export type EmulatorMode = 'development' | 'test' | 'production';

export type EmulatorConfig = {
  port: number;
  host: string;
  mode: EmulatorMode;
  /** Folder of the SQLite file; `:memory:` keeps everything in memory (tests). */
  dataDir: string;
  /** Public origin of the site, used for redirects back from the payment page and the OAuth popup. */
  siteOrigin: string;
  /** Bot token that signs Telegram mini-app init data (TELEGRAM_BOT_TOKEN). */
  telegramBotToken: string;
  /** Seconds a Telegram init data stays valid after its auth_date. */
  telegramMaxAgeSeconds: number;
  /** The live-chat provider support.getsettings names (EMULATOR_CHAT_PROVIDER, default the no-op one). */
  chatProvider: string;
  /** Fault rules from EMULATOR_FAULTS (a JSON array); refused in production mode. */
  faults: string | undefined;
};

/** The development bot token; a real deployment sets TELEGRAM_BOT_TOKEN. */
export const DEV_TELEGRAM_BOT_TOKEN = '123456789:DEV-emulator-bot-token';

const workspaceRoot = join(import.meta.dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const mode = (env['EMULATOR_MODE'] ?? 'development') as EmulatorMode;
  if (!['development', 'test', 'production'].includes(mode)) {
    throw new Error(`EMULATOR_MODE must be development, test or production, got "${mode}"`);
  }
  return {
    port: Number(env['EMULATOR_PORT'] ?? 3100),
    host: env['EMULATOR_HOST'] ?? '127.0.0.1',
    mode,
    dataDir: env['EMULATOR_DATA_DIR'] ?? join(workspaceRoot, 'tmp/emulator'),
    siteOrigin: env['SITE_ORIGIN'] ?? 'http://localhost:4200',
    telegramBotToken: env['TELEGRAM_BOT_TOKEN'] ?? DEV_TELEGRAM_BOT_TOKEN,
    telegramMaxAgeSeconds: Number(env['TELEGRAM_MAX_AGE_SECONDS'] ?? 86_400),
    chatProvider: env['EMULATOR_CHAT_PROVIDER'] ?? 'none',
    faults: env['EMULATOR_FAULTS'],
  };
}
