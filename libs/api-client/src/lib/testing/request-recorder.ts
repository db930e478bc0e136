import type { SetupServer } from 'msw/node';

/** A platform or CMS request as an API peer sees it. */
export type SeenRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Multipart fields of a POST (files as their names); null without a body. */
  body: Record<string, string> | null;
  headers: Headers;
};

async function describe(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  let body: Record<string, string> | null = null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      body = {};
      for (const [key, value] of form.entries()) body[key] = typeof value === 'string' ? value : value.name;
    } else {
      const text = await request.text();
      body = text ? (JSON.parse(text) as Record<string, string>) : null;
    }
  }
  return {
    method: request.method,
    path: decodeURIComponent(url.pathname),
    query: Object.fromEntries(url.searchParams.entries()),
    body,
    headers: request.headers,
  };
}

/**
 * Records every request the MSW server sees, for asserting the exact request shape:
 * `const seen = recordRequests(server); ...; expect((await seen.all())[0]).toMatchObject({ path: '/api/account.getInfo' })`.
 */
export function recordRequests(server: Pick<SetupServer, 'events'>) {
  let requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return {
    all: () => Promise.all(requests.map(describe)),
    last: async () => {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was sent');
      return describe(request);
    },
    /** Every request as `METHOD path?query`, the way duplicate calls are compared. */
    calls: async () => (await Promise.all(requests.map(describe))).map(({ method, path, query }) => `${method} ${path}?${new URLSearchParams(query).toString()}`),
    /** The bodies sent to one platform method (`account.addcontact`), in order. */
    bodiesOf: async (method: string) => (await Promise.all(requests.map(describe))).filter((request) => request.path === `/api/${method}`).map((request) => request.body),
    count: () => requests.length,
    clear: () => {
      requests = [];
    },
  };
}
