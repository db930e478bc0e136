import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Emulator } from './app';
import { readConfig } from './config';
import { generateBotToken, TOKEN_FILE } from './services/telegram-token';
import { startEmulator } from './testing/emulator-client';

describe('development routes: loopback clients only, never relayed, never in production', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  const paths = ['/__emulator/outbox', '/__emulator/faults', '/__emulator/health', '/__emulator/telegram/init-data'];

  it('answer a loopback client that speaks to the emulator directly', async () => {
    for (const url of paths) expect((await emulator.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await emulator.app.inject({ method: 'GET', url: '/__emulator/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it.each([
    ['another machine', { remoteAddress: '192.0.2.10' }],
    ['a request relayed with X-Forwarded-For', { headers: { 'x-forwarded-for': '127.0.0.1' } }],
    ['a request relayed with Forwarded', { headers: { forwarded: 'for=127.0.0.1' } }],
    ['a request relayed with X-Forwarded-Host', { headers: { 'x-forwarded-host': 'localhost:4200' } }],
    ['a page of another site (Sec-Fetch-Site)', { headers: { 'sec-fetch-site': 'cross-site' } }],
    ['a page on a sibling port (Sec-Fetch-Site)', { headers: { 'sec-fetch-site': 'same-site' } }],
    ['a host name that points here (DNS rebinding)', { headers: { host: 'evil.example:3100' } }],
  ])('answer 404 to %s', async (_case, options) => {
    for (const url of paths) {
      const response = await emulator.app.inject({ method: 'GET', url, ...options });
      expect(response.statusCode).toBe(404);
    }
    // A write is refused too (403 when the origin check, which runs first, already knows it comes from another site).
    expect([403, 404]).toContain((await emulator.app.inject({ method: 'DELETE', url: '/__emulator/outbox', ...options })).statusCode);
  });

  it('do not exist in production mode', async () => {
    const production = await startEmulator({ ...readConfig({ EMULATOR_MODE: 'production', TELEGRAM_BOT_TOKEN: generateBotToken() }), dataDir: ':memory:' });
    for (const url of paths) expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await production.app.close();
  });
});

describe('the Telegram bot token: never a fixed one', () => {
  it('development and production refuse to start without TELEGRAM_BOT_TOKEN; a token that does not look like one is refused', () => {
    for (const mode of ['development', 'production']) {
      expect(() => readConfig({ EMULATOR_MODE: mode, EMULATOR_DATA_DIR: ':memory:' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    }
    expect(() => readConfig({ EMULATOR_MODE: 'production', TELEGRAM_BOT_TOKEN: 'secret' })).toThrow(/does not look like a bot token/);
    const token = generateBotToken();
    expect(readConfig({ EMULATOR_MODE: 'production', TELEGRAM_BOT_TOKEN: token }).telegramBotToken).toBe(token);
  });

  it('test mode makes a random token per process; demo mode one per data folder, kept there for its owner only', () => {
    const first = readConfig({ EMULATOR_MODE: 'test' }).telegramBotToken;
    expect(first).toMatch(/^\d{9}:[\w-]{35}$/);
    expect(readConfig({ EMULATOR_MODE: 'test' }).telegramBotToken).not.toBe(first);
    const folder = mkdtempSync(join(tmpdir(), 'emulator-token-'));
    try {
      const demo = readConfig({ EMULATOR_MODE: 'demo', EMULATOR_DATA_DIR: folder }).telegramBotToken;
      expect(readConfig({ EMULATOR_DATA_DIR: folder }).telegramBotToken).toBe(demo);
      expect(readFileSync(join(folder, TOKEN_FILE), 'utf8').trim()).toBe(demo);
      expect(statSync(join(folder, TOKEN_FILE)).mode & 0o077).toBe(0);
      const other = mkdtempSync(join(tmpdir(), 'emulator-token-'));
      expect(readConfig({ EMULATOR_MODE: 'demo', EMULATOR_DATA_DIR: other }).telegramBotToken).not.toBe(demo);
      rmSync(other, { recursive: true });
    } finally {
      rmSync(folder, { recursive: true });
    }
  });
});
