import type { FastifyInstance } from 'fastify';
import { buildEmulator, type Emulator } from '../app';
import { readConfig, type EmulatorConfig } from '../config';

export type ApiAnswer = { status: number; body: { data?: unknown; error?: { type: string; message?: string; error_data?: Record<string, unknown> } }; headers: Record<string, unknown> };

/** Multipart form data as the site sends it (SPEC.md 7.1): missing values as the string "null". */
export function multipart(fields: Record<string, string | number | null | undefined>) {
  const boundary = `----emulator${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value === null || value === undefined ? 'null' : String(value)}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A player's browser against the emulator: keeps the session cookie between calls. */
export class EmulatorClient {
  cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  remember(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      if (!name) continue;
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  async get(method: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<ApiAnswer> {
    const search = new URLSearchParams({ v: '2.32', locale: 'en', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
    const response = await this.app.inject({ method: 'GET', url: `/api/${method}?${search}`, headers: { cookie: this.cookieHeader, ...headers } });
    this.remember(response.headers['set-cookie']);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  /**
   * A multipart POST as the site sends it. `headers` are added (an Origin, an Idempotency-Key, X-Forwarded-For);
   * `remoteAddress` is the socket's address (127.0.0.1 unless given).
   */
  async post(
    method: string,
    fields: Record<string, string | number | null | undefined> = {},
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ): Promise<ApiAnswer> {
    const { payload, contentType } = multipart(fields);
    const response = await this.app.inject({
      method: 'POST',
      url: `/api/${method}?v=2.32&locale=${headers['x-locale'] ?? 'en'}`,
      payload,
      headers: { 'content-type': contentType, cookie: this.cookieHeader, ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    this.remember(response.headers['set-cookie']);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  /** A page or side route; an object payload goes as JSON, a string as given (set its content-type in `headers`). */
  async page(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method,
      url,
      headers: { cookie: this.cookieHeader, ...headers },
      ...(payload !== undefined ? { payload: payload as object | string } : {}),
    });
    this.remember(response.headers['set-cookie']);
    return response;
  }

  async signIn(login = 'demo@example.com', password = 'demo123') {
    const answer = await this.post('auth.login', { login, password });
    if (!answer.body.data) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

/** A fresh in-memory emulator in test mode. */
export async function startEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<Emulator> {
  const config = { ...readConfig({ EMULATOR_MODE: 'test' }), dataDir: ':memory:', ...overrides };
  const emulator = await buildEmulator(config);
  await emulator.app.ready();
  return emulator;
}

type OutboxItem = { recipient: string; subject: string; body: string; code: string | null; link: string | null };

/** The newest message sent to a recipient, read from the development outbox. */
export async function latestMessage(app: FastifyInstance, recipient: string): Promise<OutboxItem | undefined> {
  const response = await app.inject({ method: 'GET', url: `/__emulator/outbox?recipient=${encodeURIComponent(recipient)}&limit=1` });
  return (response.json() as { items: OutboxItem[] }).items[0];
}

/** The newest code sent to a recipient, read from the development outbox. */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const item = await latestMessage(app, recipient);
  if (!item?.code) throw new Error(`no code for ${recipient}`);
  return item.code;
}

/** A form body as a browser posts it (application/x-www-form-urlencoded). */
export const formBody = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
