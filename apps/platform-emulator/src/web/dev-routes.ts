import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { EmulatorConfig } from '../config';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import { exportCsv } from '../methods/games';
import { record } from '../methods/other';
import { faultRulesSchema, type FaultSwitch } from '../platform/faults';
import { readSessionAccountId } from '../platform/session';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** /hit, history exports and, outside production, the outbox and the fault switch. */
export function registerDevRoutes(app: FastifyInstance, db: Db, config: EmulatorConfig, faults: FaultSwitch) {
  app.get<{ Querystring: Record<string, string> }>('/hit', async (request, reply) => {
    const { referer = null, track_id = null, seon_session = null } = request.query;
    record(db, 'hit', readSessionAccountId(db, request), { referer, track_id, seon_session, user_agent: request.headers['user-agent'] ?? null });
    return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
  });

  app.get<{ Params: { id: string } }>('/platform/exports/:id.csv', async (request, reply) => {
    const accountId = readSessionAccountId(db, request);
    const csv = accountId ? exportCsv(db, Number(request.params.id), accountId) : null;
    if (csv === null) return reply.code(404).send('Not found');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="game-history-${request.params.id}.csv"`).send(csv);
  });

  if (config.mode === 'production') {
    app.all('/__emulator/*', async (_request, reply) => reply.code(403).send({ error: 'The emulator admin endpoints are off in production mode' }));
    return;
  }

  app.get<{ Querystring: { recipient?: string; limit?: string } }>('/__emulator/outbox', async (request) => {
    const limit = Math.min(200, Number(request.query.limit ?? 50) || 50);
    const recipient = request.query.recipient?.toLowerCase() ?? null;
    const items = sql(db, 'SELECT * FROM outbox WHERE (? IS NULL OR lower(recipient) = ?) ORDER BY id DESC LIMIT ?').all(recipient, recipient, limit);
    return { items };
  });
  app.delete('/__emulator/outbox', async () => {
    sql(db, 'DELETE FROM outbox').run();
    return { ok: true };
  });

  app.get('/__emulator/faults', async () => ({ rules: faults.list() }));
  app.post<{ Body: unknown }>('/__emulator/faults', async (request, reply) => {
    const body = request.body as { rules?: unknown } | unknown[] | undefined;
    const result = v.safeParse(faultRulesSchema, Array.isArray(body) ? body : (body as { rules?: unknown } | undefined)?.rules);
    if (!result.success) return reply.code(400).send({ error: v.summarize(result.issues) });
    faults.replace(result.output);
    return { rules: faults.list() };
  });
  app.delete('/__emulator/faults', async () => {
    faults.replace([]);
    return { rules: [] };
  });
}
