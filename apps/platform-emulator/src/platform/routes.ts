import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import { PlatformFault } from './fault';
import type { FaultSwitch } from './faults';
import { parseInput, type MethodContext, type MethodTable, type RawBody, type RawQuery } from './method';
import { readSessionAccountId } from './session';

const normalise = (value: unknown) => (value === null || value === undefined || value === 'null' ? null : String(value));

async function readBody(request: FastifyRequest): Promise<RawBody> {
  const fields: RawBody = {};
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = normalise(part.value);
      else await part.toBuffer();
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      fields[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : normalise(value);
    }
  }
  return fields;
}

function readQuery(request: FastifyRequest): RawQuery {
  const query: RawQuery = {};
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    query[key] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return query;
}

/** `/api/{method}` for every method of the tables; names match case-insensitively, as the real platform does. */
export function registerPlatformRoutes(app: FastifyInstance, db: Db, config: EmulatorConfig, faults: FaultSwitch, tables: MethodTable[]) {
  const methods = new Map(tables.flatMap((table) => Object.entries(table)).map(([name, def]) => [name.toLowerCase(), { name, def }]));

  const handle = async (request: FastifyRequest<{ Params: { method: string } }>, reply: FastifyReply) => {
    const found = methods.get(request.params.method.toLowerCase());
    if (faults.active && (await faults.apply(found?.name ?? request.params.method, reply))) return reply;
    if (!found || found.def.verb !== request.method) throw new PlatformFault('MethodNotFoundException');
    const { def } = found;
    const accountId = readSessionAccountId(db, request);
    // A call that needs a session is refused before its input is looked at.
    if (def.auth && !accountId) throw new PlatformFault('AuthorizationException');
    const rawQuery = readQuery(request);
    const rawBody = request.method === 'POST' ? await readBody(request) : {};
    const context: MethodContext<unknown, unknown> = {
      db,
      config,
      request,
      reply,
      rawQuery,
      rawBody,
      query: def.query ? parseInput(def.query, rawQuery) : rawQuery,
      body: def.body ? parseInput(def.body, rawBody) : rawBody,
      locale: rawQuery['locale'] ?? 'en',
      accountId,
      requireAccountId: () => {
        if (!accountId) throw new PlatformFault('AuthorizationException');
        return accountId;
      },
    };
    return def.handler(context);
  };

  app.get('/api/:method', handle);
  app.post('/api/:method', handle);
}
