import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { record } from '../db/records';
import { invalidRequest } from '../platform/fault';
import { parseInput } from '../platform/method';
import { readSessionAccountId } from '../platform/session';
import { GTM_COLLECT_PATH, GTM_STAND_IN_PATH, GTM_STAND_IN_SCRIPT } from './gtm-stand-in';
import { LIVECHAT_DEMO_SCRIPT, LIVECHAT_DEMO_SRC } from './livechat-demo';
import { SEON_STAND_IN_PATH, SEON_STAND_IN_SCRIPT } from './seon-stand-in';

const script = (body: string) => async (_request: unknown, reply: FastifyReply) =>
  reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);

const collectBodySchema = v.object({
  id: v.pipe(v.string('Field is required'), v.regex(/^GTM-[A-Z0-9]{1,12}$/, 'Wrong field')),
  events: v.pipe(v.array(v.unknown(), 'Wrong field'), v.maxLength(50, 'Max length is 50')),
});

/**
 * Partners' browser scripts, served on the site's origin (the web server proxies /platform) so a fresh clone and the
 * end-to-end suite reach nothing outside: the LiveChat widget, Google Tag Manager's container and SEON's agent. Each
 * file says what of the real one it stands in for. (Sumsub's WebSDK frame is web/kyc: it needs an origin of its own.)
 */
export function registerStandIns(app: FastifyInstance, db: Db) {
  app.get(LIVECHAT_DEMO_SRC, script(LIVECHAT_DEMO_SCRIPT));
  app.get(GTM_STAND_IN_PATH, script(GTM_STAND_IN_SCRIPT));
  app.get(SEON_STAND_IN_PATH, script(SEON_STAND_IN_SCRIPT));

  // What the GTM stand-in saw pushed to the data layer; a state-changing POST, so the site's origin check applies.
  app.post(GTM_COLLECT_PATH, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) throw invalidRequest('The collector takes a JSON body', 415);
    const body = parseInput(collectBodySchema, request.body);
    record(db, 'gtm', readSessionAccountId(db, request), body);
    return reply.code(204).send();
  });
}
