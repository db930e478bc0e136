import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toLocale } from '../content/texts';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import { checkApiBodyKind, readApiBody } from './body';
import { PlatformFault } from './fault';
import type { FaultSwitch } from './faults';
import type { Limits } from './limits';
import { requireAccount } from '../methods/account-view';
import { parseInput, type MethodContext, type MethodTable, type RawQuery } from './method';
import { noSessionFault, readSessionAccountId } from './session';

function readQuery(request: FastifyRequest): RawQuery {
  const query: RawQuery = {};
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    query[key] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return query;
}

/** `/api/{method}` for every method of the tables; names match case-insensitively, as the real platform does. */
export function registerPlatformRoutes(app: FastifyInstance, db: Db, config: EmulatorConfig, limits: Limits, faults: FaultSwitch, tables: MethodTable[]) {
  const methods = new Map(tables.flatMap((table) => Object.entries(table)).map(([name, def]) => [name.toLowerCase(), { name, def }]));

  const handle = async (request: FastifyRequest<{ Params: { method: string } }>, reply: FastifyReply) => {
    const found = methods.get(request.params.method.toLowerCase());
    if (faults.active && (await faults.apply(found?.name ?? request.params.method, reply))) return reply;
    if (!found || found.def.verb !== request.method) throw new PlatformFault('MethodNotFoundException');
    const { def } = found;
    const accountId = readSessionAccountId(db, request);
    // A call that needs a session is refused before its input is looked at (saying so when a session-time limit just ended it).
    if (def.auth && !accountId) throw noSessionFault(request);
    const rawQuery = readQuery(request);
    const rawBody = request.method === 'POST' ? await readApiBody(request) : {};
    const context: MethodContext<unknown, unknown> = {
      db,
      config,
      limits,
      request,
      reply,
      rawQuery,
      rawBody,
      query: def.query ? parseInput(def.query, rawQuery) : rawQuery,
      body: def.body ? parseInput(def.body, rawBody) : rawBody,
      locale: toLocale(rawQuery['locale']),
      accountId,
    };
    // A method that needs a session is handed the player (its session was checked above).
    return def.handler(def.auth && accountId ? { ...context, accountId, account: requireAccount(db, accountId) } : context);
  };

  // The body's kind and length are checked before it is read (SPEC.md 7.1: multipart; urlencoded from HTML forms).
  const onRequest = async (request: FastifyRequest) => checkApiBodyKind(request);
  app.get('/api/:method', handle);
  app.post<{ Params: { method: string } }>('/api/:method', { onRequest }, handle);
}
