import * as v from 'valibot';
import { errorResponseSchema, PLATFORM_METHODS } from '@casino/platform-contract';
import { METHOD_TABLES, type Emulator } from './app';
import { BAD_VALUES } from './testing/bad-values';
import { EmulatorClient, multipart, startEmulator } from './testing/emulator-client';

/** Looks through pipes, optionals and nullables for an object schema's entries. */
function fieldsOf(schema: unknown): string[] {
  const node = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown } | undefined;
  if (!node) return [];
  if (node.entries) return Object.keys(node.entries);
  if (node.pipe) return fieldsOf(node.pipe[0]);
  return node.wrapped ? fieldsOf(node.wrapped) : [];
}

/** Every field a method reads, with the usual paging and id fields besides, so unknown extras are tried too. */
const EXTRA_FIELDS = ['offset', 'count', 'id', 'amount', 'options'];

type Failure = { request: string; status: number; body: string };

/**
 * A bounded fuzz of every method the emulator serves: a fixed set of bad values in every field (one field at a
 * time, in the query of a GET and the multipart body of a POST), the same field given twice, malformed multipart,
 * a body of both kinds at once, JSON where the spec says multipart, and oversized fields. Every answer must be a
 * JSON error or data envelope below 500.
 */
describe('bad input to every method', () => {
  let emulator: Emulator;
  let player: EmulatorClient;

  beforeAll(async () => {
    emulator = await startEmulator();
    player = new EmulatorClient(emulator.app);
    await player.post('auth.register', { login: 'fuzz@example.com', password: 'secret12', currency: 'EUR' });
  });
  afterAll(() => emulator.app.close());

  const methods = METHOD_TABLES.flatMap((table) => Object.entries(table)).filter(([name]) => name !== 'auth.logout');

  it('fuzzes every method of the contract, the extensions beyond SPEC.md 7.2 included', () => {
    expect(new Set(methods.map(([name]) => name))).toEqual(new Set(Object.keys(PLATFORM_METHODS).filter((name) => name !== 'auth.logout')));
  });

  const check = (failures: Failure[], request: string, response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    let envelope = false;
    try {
      const body = JSON.parse(response.body) as unknown;
      envelope = v.is(errorResponseSchema, body) || (typeof body === 'object' && body !== null && 'data' in body);
    } catch {
      envelope = false;
    }
    if (response.statusCode >= 500 || !json || !envelope) failures.push({ request, status: response.statusCode, body: response.body.slice(0, 200) });
  };

  it('answers no 5xx and nothing but JSON envelopes to bad values in any field of any method', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const [name, def] of methods) {
      const fields = [...new Set([...fieldsOf(def.query), ...fieldsOf(def.body), ...EXTRA_FIELDS])];
      for (const field of fields) {
        if (def.verb === 'GET') {
          // The same field twice in a query is an array to the query parser.
          sent += 1;
          const url = `/api/${name}?v=2.32&locale=en&${field}=1&${field}=-2&${field}[x]=3`;
          check(failures, `GET ${name} ${field} given as an array`, await emulator.app.inject({ method: 'GET', url, headers: { cookie: player.cookieHeader } }));
        }
        for (const value of BAD_VALUES) {
          sent += 1;
          if (def.verb === 'GET') {
            const url = `/api/${name}?v=2.32&locale=en&${new URLSearchParams({ [field]: value })}`;
            check(failures, `GET ${name} ${field}=${value.slice(0, 40)}`, await emulator.app.inject({ method: 'GET', url, headers: { cookie: player.cookieHeader } }));
          } else {
            const { payload, contentType } = multipart({ [field]: value });
            const response = await emulator.app.inject({
              method: 'POST',
              url: `/api/${name}?v=2.32&locale=en`,
              payload,
              headers: { 'content-type': contentType, cookie: player.cookieHeader },
            });
            check(failures, `POST ${name} ${field}=${value.slice(0, 40)}`, response);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2_000);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers malformed, mixed, oversized and duplicated bodies of every POST method with a 4xx envelope', async () => {
    const boundary = '----fuzzboundary';
    // `quiet`: a part without a name is skipped by the multipart parser (busboy), so the body reads as empty.
    const bodies: Array<{ label: string; payload: string | Buffer; contentType: string; quiet?: boolean }> = [
      { label: 'truncated multipart', payload: `--${boundary}\r\nContent-Disposition: form-data; name="login"\r\n\r\nabc`, contentType: `multipart/form-data; boundary=${boundary}` },
      { label: 'multipart without boundary', payload: 'login=a', contentType: 'multipart/form-data' },
      { label: 'a part without a name', payload: `--${boundary}\r\nnot a header\r\n\r\nx\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}`, quiet: true },
      { label: 'urlencoded body under a multipart type', payload: 'login=a&password=b', contentType: `multipart/form-data; boundary=${boundary}` },
      { label: 'JSON body', payload: JSON.stringify({ login: 'demo@example.com', password: 'demo123' }), contentType: 'application/json' },
      { label: 'broken JSON', payload: '{"login":', contentType: 'application/json' },
      { label: 'text body', payload: 'hello', contentType: 'text/plain' },
      { label: 'both kinds at once', payload: 'a=1', contentType: `multipart/form-data; boundary=${boundary}, application/x-www-form-urlencoded` },
      { label: 'urlencoded duplicate', payload: 'id=1&id=2&amount=5', contentType: 'application/x-www-form-urlencoded' },
      { label: 'multipart duplicate', ...multipartOf([['id', '1'], ['id', '2']]) },
      { label: 'a 70 kB field', ...multipartOf([['text', 'x'.repeat(70_000)]]) },
      { label: '120 fields', ...multipartOf(Array.from({ length: 120 }, (_, index) => [`f${index}`, '1'] as [string, string])) },
      { label: 'a file part', payload: `--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` },
      { label: 'a 2 MB urlencoded body', payload: `a=${'x'.repeat(2_000_000)}`, contentType: 'application/x-www-form-urlencoded' },
    ];
    const failures: Failure[] = [];
    for (const [name] of methods.filter(([, definition]) => definition.verb === 'POST')) {
      for (const body of bodies) {
        const response = await emulator.app.inject({
          method: 'POST',
          url: `/api/${name}?v=2.32&locale=en`,
          payload: body.payload,
          headers: { 'content-type': body.contentType, cookie: player.cookieHeader },
        });
        check(failures, `POST ${name} ${body.label}`, response);
        // Each of these is the client's mistake: an error, never a success that read half a body.
        if (!body.quiet && !(response.statusCode >= 400 && response.statusCode < 500)) {
          failures.push({ request: `POST ${name} ${body.label} (not refused)`, status: response.statusCode, body: response.body.slice(0, 200) });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** A multipart body from an ordered list of fields (a name may repeat). */
function multipartOf(fields: Array<[string, string]>) {
  const boundary = `----fuzz${fields.length}`;
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}
