import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import { PlatformFault } from './fault';
import type { MethodContext, MethodTable } from './method';
import { readSessionAccountId } from './session';

async function readBody(request: FastifyRequest): Promise<Record<string, string | null>> {
  const fields: Record<string, string | null> = {};
  const normalise = (value: unknown) => (value === null || value === undefined || value === 'null' ? null : String(value));
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = normalise(part.value);
      else await part.toBuffer();
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) fields[key] = normalise(value);
  }
  return fields;
}

/** `/api/{method}` for every method of the tables; names match case-insensitively, as the real platform does. */
export function registerPlatformRoutes(app: FastifyInstance, db: Db, config: EmulatorConfig, tables: MethodTable[]) {
  const methods = new Map(tables.flatMap((table) => Object.entries(table)).map(([name, def]) => [name.toLowerCase(), def]));

  const handle = async (request: FastifyRequest<{ Params: { method: string } }>, reply: FastifyReply) => {
    const definition = methods.get(request.params.method.toLowerCase());
    if (!definition || definition.verb !== request.method) throw new PlatformFault('MethodNotFoundException');
    const query = Object.fromEntries(
      Object.entries(request.query as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    const accountId = readSessionAccountId(db, request);
    const context: MethodContext = {
      db,
      config,
      request,
      reply,
      query,
      body: request.method === 'POST' ? await readBody(request) : {},
      locale: query['locale'] ?? 'en',
      accountId,
      requireAccountId: () => {
        if (!accountId) throw new PlatformFault('AuthorizationException');
        return accountId;
      },
    };
    return definition.handler(context);
  };

  app.get('/api/:method', handle);
  app.post('/api/:method', handle);
}
