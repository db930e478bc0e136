import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from './content-security-policy.ts';

/** Reports are small; a bigger body is not a browser's report. */
const REPORT_BODY_LIMIT = 64 * 1024;
/** At most this many reports are logged a minute, so a flood of forged reports cannot fill the logs. */
export const REPORTS_LOGGED_PER_MINUTE = 100;

/**
 * Where browsers send CSP violations: `report-uri` posts `application/csp-report`, the Reporting API (`report-to`)
 * posts `application/reports+json`. Each is logged at warn level as `CSP violation` with what the browser sent,
 * which is what an operator reads during a report-only rollout before enforcing.
 */
export async function registerCspReport(app: FastifyInstance) {
  await app.register(async (scope) => {
    const parseJson = (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        done(null, null);
      }
    };
    for (const type of ['application/csp-report', 'application/reports+json', 'application/json']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, parseJson);
    }
    let windowStart = Date.now();
    let logged = 0;
    let dropped = 0;
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const now = Date.now();
      if (now - windowStart >= 60_000) {
        if (dropped > 0) request.log.warn({ dropped }, 'CSP violation reports not logged (over the limit a minute)');
        windowStart = now;
        logged = 0;
        dropped = 0;
      }
      if (request.body !== null && request.body !== undefined) {
        if (logged < REPORTS_LOGGED_PER_MINUTE) {
          logged += 1;
          request.log.warn({ cspReport: request.body, userAgent: request.headers['user-agent'] }, 'CSP violation');
        } else {
          dropped += 1;
        }
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  });
}
