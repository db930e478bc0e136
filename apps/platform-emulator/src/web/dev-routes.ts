import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { GTM_ID_PATTERN, hasDevelopmentRoutes, type EmulatorConfig } from '../config';
import { advanceClock, clockNow, clockOffset, resetClock } from '../db/clock';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import { exportCsv } from '../methods/games';
import { record } from '../db/records';
import { CHAT_PROVIDERS } from '../methods/support';
import { isLoopbackAddress, isProxied, socketAddress } from '../platform/client';
import { faultRulesSchema, type FaultSwitch } from '../platform/faults';
import { readSessionAccountId } from '../platform/session';
import { registerKycDevRoutes } from './kyc/kyc-dev-routes';
import { registerTelegramLaunch } from './telegram-launch';

const DURATION_UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** How far to move the clock: `{ advance: "25h" }` (ms, s, m, h or d), forward only, at most ten years at a time. */
const clockMoveSchema = v.object({
  advance: v.pipe(
    v.string('advance: a duration such as "90s", "31m", "25h" or "7d"'),
    v.regex(/^\d{1,12}(ms|s|m|h|d)$/, 'advance: a duration such as "90s", "31m", "25h" or "7d"'),
    v.transform((value) => {
      const [, amount = '0', unit = 'ms'] = /^(\d+)(ms|s|m|h|d)$/.exec(value) ?? [];
      return Number(amount) * DURATION_UNIT_MS[unit as keyof typeof DURATION_UNIT_MS];
    }),
    v.maxValue(10 * 366 * 86_400_000, 'advance: at most ten years at a time'),
  ),
});

const seconds = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)));
const generalInfoChangeSchema = v.strictObject({
  gtm_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(GTM_ID_PATTERN, 'gtm_id: a container id such as GTM-ABC123, or null')))),
  is_seon_enabled: v.optional(v.boolean()),
  user_inactivity_cashier_time: v.optional(seconds),
  user_inactivity_pp_time: v.optional(seconds),
});

/** The kinds of records /__emulator/records lists. */
const RECORD_KINDS = ['hit', 'gtm', 'event', 'chat', 'feedback'] as const;

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Host names that mean this machine: a page of another site that made its name point here gets nothing. */
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;

/**
 * Why the development routes stay shut for this request, or null: they answer a browser or a script on this machine
 * that talks to the emulator's own loopback address, never a request a proxy relayed (the web server adds
 * X-Forwarded-For), never another machine, and never a page of another site (Sec-Fetch-Site, Host).
 */
export function developmentRouteRefusal(request: FastifyRequest): string | null {
  if (!isLoopbackAddress(socketAddress(request))) return 'not a loopback client';
  if (isProxied(request)) return 'relayed by a proxy';
  if (!LOOPBACK_HOST.test(String(request.headers.host ?? ''))) return 'not addressed to a loopback host';
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'sent by a page of another site';
  return null;
}

/**
 * `/__emulator/*` outside production, for loopback clients only: the outbox (every mail and SMS), the fault switch,
 * the chat provider switch, the clock, general info's partner switches, what the browser reported (records), the
 * Telegram launch and the health check. Anyone else gets a 404, as in production, where the routes do not exist.
 */
async function developmentRoutes(app: FastifyInstance, { db, config, faults }: { db: Db; config: EmulatorConfig; faults: FaultSwitch }) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (developmentRouteRefusal(request)) return reply.code(404).send({ error: 'Not found' });
    return undefined;
  });

  app.get('/__emulator/health', async () => ({ ok: true, mode: config.mode }));

  app.get<{ Querystring: { recipient?: string; limit?: string } }>('/__emulator/outbox', async (request) => {
    const limit = Math.max(1, Math.min(200, Number(request.query.limit ?? 50) || 50));
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

  // The provider support.getsettings names, switched by end-to-end tests of the chat; DELETE restores the started one.
  const startedChatProvider = config.chatProvider;
  app.put<{ Body: unknown }>('/__emulator/chat-provider', async (request, reply) => {
    const result = v.safeParse(v.object({ provider: v.picklist(CHAT_PROVIDERS) }), request.body);
    if (!result.success) return reply.code(400).send({ error: v.summarize(result.issues) });
    config.chatProvider = result.output.provider;
    return { provider: config.chatProvider };
  });
  app.delete('/__emulator/chat-provider', async () => {
    config.chatProvider = startedChatProvider;
    return { provider: config.chatProvider };
  });

  // The emulator's clock (db/clock.ts), moved forward for tests of cooling-offs, time-outs and session-time limits.
  const clockState = () => ({ now: new Date(clockNow(db)).toISOString(), offset_ms: clockOffset(db) });
  app.get('/__emulator/clock', async () => clockState());
  app.post<{ Body: unknown }>('/__emulator/clock', async (request, reply) => {
    const result = v.safeParse(clockMoveSchema, request.body);
    if (!result.success) return reply.code(400).send({ error: v.summarize(result.issues) });
    advanceClock(db, result.output.advance);
    return clockState();
  });
  app.delete('/__emulator/clock', async () => {
    resetClock(db);
    return clockState();
  });

  // The partner switches of metadata.getgeneralinfo (config.ts, GeneralInfoSettings); DELETE restores the started ones.
  const startedGeneralInfo = { ...config.generalInfo };
  const generalInfoState = () => ({
    gtm_id: config.generalInfo.gtmId,
    is_seon_enabled: config.generalInfo.seonEnabled,
    user_inactivity_cashier_time: config.generalInfo.inactivityCashierSeconds,
    user_inactivity_pp_time: config.generalInfo.inactivityPaymentPageSeconds,
  });
  app.get('/__emulator/general-info', async () => generalInfoState());
  app.put<{ Body: unknown }>('/__emulator/general-info', async (request, reply) => {
    const result = v.safeParse(generalInfoChangeSchema, request.body);
    if (!result.success) return reply.code(400).send({ error: v.summarize(result.issues) });
    const change = result.output;
    if (change.gtm_id !== undefined) config.generalInfo.gtmId = change.gtm_id;
    if (change.is_seon_enabled !== undefined) config.generalInfo.seonEnabled = change.is_seon_enabled;
    if (change.user_inactivity_cashier_time !== undefined) config.generalInfo.inactivityCashierSeconds = change.user_inactivity_cashier_time;
    if (change.user_inactivity_pp_time !== undefined) config.generalInfo.inactivityPaymentPageSeconds = change.user_inactivity_pp_time;
    return generalInfoState();
  });
  app.delete('/__emulator/general-info', async () => {
    Object.assign(config.generalInfo, startedGeneralInfo);
    return generalInfoState();
  });

  // What the platform recorded from the browser: /hit (with seon_session), the GTM stand-in's pushes, events, chat.
  app.get<{ Querystring: { kind?: string; limit?: string } }>('/__emulator/records', async (request, reply) => {
    const kind = request.query.kind ?? '';
    if (!RECORD_KINDS.includes(kind as (typeof RECORD_KINDS)[number])) return reply.code(400).send({ error: `kind: one of ${RECORD_KINDS.join(', ')}` });
    const limit = Math.max(1, Math.min(200, Number(request.query.limit ?? 50) || 50));
    const rows = sql(db, 'SELECT id, account_id, payload, created_at FROM records WHERE kind = ? ORDER BY id DESC LIMIT ?').all(kind, limit) as Array<{
      id: number;
      account_id: number | null;
      payload: string;
      created_at: string;
    }>;
    return { items: rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown })) };
  });

  registerKycDevRoutes(app, db);
  registerTelegramLaunch(app, config, db);
}

/** /hit, history exports and, outside production, the development routes. */
export function registerDevRoutes(app: FastifyInstance, db: Db, config: EmulatorConfig, faults: FaultSwitch) {
  app.get<{ Querystring: Record<string, string> }>('/hit', async (request, reply) => {
    const { referer = null, track_id = null, seon_session = null } = request.query;
    record(db, 'hit', readSessionAccountId(db, request), { referer, track_id, seon_session, user_agent: request.headers['user-agent'] ?? null });
    return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
  });

  app.get<{ Params: { id: string } }>('/platform/exports/:id.csv', async (request, reply) => {
    const accountId = readSessionAccountId(db, request);
    const id = Number(request.params.id);
    const csv = accountId && Number.isSafeInteger(id) ? exportCsv(db, id, accountId) : null;
    if (csv === null) return reply.code(404).send('Not found');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="game-history-${id}.csv"`).send(csv);
  });

  if (hasDevelopmentRoutes(config)) void app.register(developmentRoutes, { db, config, faults });
}
