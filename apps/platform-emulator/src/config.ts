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
  /** What metadata.getgeneralinfo says about analytics, fraud checks and inactivity (see GeneralInfoSettings). */
  generalInfo: GeneralInfoSettings;
  /**
   * The origin of the identity-verification stand-in (EMULATOR_KYC_BASE_URL, default the emulator's own address): the
   * access tokens name it, so Sumsub's WebSDK loads its frame from `{kycBaseUrl}/websdk/websdk.html` (web/kyc).
   */
  kycBaseUrl: string;
};

/**
 * The operator settings metadata.getgeneralinfo sends that switch partners on (SPEC.md 3): a Google Tag Manager
 * container (EMULATOR_GTM_ID, `analytic.gtm_id`), the SEON fraud agent (EMULATOR_SEON_ENABLED) and the inactivity
 * times of the cashier and the payment page in seconds (EMULATOR_INACTIVITY_CASHIER_SECONDS,
 * EMULATOR_INACTIVITY_PAYMENT_PAGE_SECONDS; `off` sends null). GTM and SEON are off unless set, so a fresh clone
 * loads no partner script. The development route /__emulator/general-info changes them at run time.
 */
export type GeneralInfoSettings = {
  gtmId: string | null;
  seonEnabled: boolean;
  inactivityCashierSeconds: number | null;
  inactivityPaymentPageSeconds: number | null;
};

/** A Google Tag Manager web container id. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{1,12}$/;

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

function readSeconds(value: string | undefined, name: string, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return null;
  if (!/^\d{1,6}$/.test(value) || Number(value) === 0) throw new Error(`${name}: seconds from 1 to 999999, or off; got "${value}"`);
  return Number(value);
}

function readGeneralInfo(env: NodeJS.ProcessEnv): GeneralInfoSettings {
  const gtmId = env['EMULATOR_GTM_ID'] || null;
  if (gtmId !== null && !GTM_ID_PATTERN.test(gtmId)) throw new Error(`EMULATOR_GTM_ID: a container id such as GTM-ABC123, got "${gtmId}"`);
  const seon = env['EMULATOR_SEON_ENABLED'] ?? 'false';
  if (!['true', 'false', '1', '0'].includes(seon)) throw new Error(`EMULATOR_SEON_ENABLED: true or false, got "${seon}"`);
  return {
    gtmId,
    seonEnabled: seon === 'true' || seon === '1',
    inactivityCashierSeconds: readSeconds(env['EMULATOR_INACTIVITY_CASHIER_SECONDS'], 'EMULATOR_INACTIVITY_CASHIER_SECONDS', 900),
    inactivityPaymentPageSeconds: readSeconds(env['EMULATOR_INACTIVITY_PAYMENT_PAGE_SECONDS'], 'EMULATOR_INACTIVITY_PAYMENT_PAGE_SECONDS', 900),
  };
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
  const port = Number(env['EMULATOR_PORT'] ?? 3100);
  const host = env['EMULATOR_HOST'] ?? '127.0.0.1';
  // A wildcard listen address is no address a browser can load a frame from: the loopback one stands in for it.
  const ownOrigin = `http://${['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    port,
    host,
    mode,
    dataDir,
    siteOrigins,
    telegramOrigin: parseOrigin(env['TELEGRAM_ORIGIN'] ?? DEFAULT_TELEGRAM_ORIGIN, 'TELEGRAM_ORIGIN'),
    telegramBotToken: readTelegramBotToken(mode, dataDir, env['TELEGRAM_BOT_TOKEN']),
    telegramMaxAgeSeconds: Number(env['TELEGRAM_MAX_AGE_SECONDS'] ?? 86_400),
    chatProvider: env['EMULATOR_CHAT_PROVIDER'] ?? 'none',
    faults: env['EMULATOR_FAULTS'],
    generalInfo: readGeneralInfo(env),
    kycBaseUrl: parseOrigin(env['EMULATOR_KYC_BASE_URL'] ?? ownOrigin, 'EMULATOR_KYC_BASE_URL'),
  };
}
