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
};

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
  };
}
