import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { PLATFORM_ERROR_TYPES } from '@casino/platform-contract';
import { PlatformFault } from './fault';

/**
 * One fault rule: for methods matching `pattern` (a glob on the method name, `*` = any, case-insensitive),
 * in `rate` of the calls (0..1, default all), inject latency, an HTTP status, a dropped connection,
 * malformed JSON or a section 8 error type.
 */
export const faultRuleSchema = v.object({
  pattern: v.pipe(v.string(), v.nonEmpty()),
  kind: v.picklist(['latency', 'status', 'drop', 'malformed', 'error']),
  latency_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  status: v.optional(v.picklist([500, 502, 503, 429])),
  retry_after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  error_type: v.optional(v.picklist(PLATFORM_ERROR_TYPES)),
  rate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 1),
});
export const faultRulesSchema = v.array(faultRuleSchema);
export type FaultRule = v.InferOutput<typeof faultRuleSchema>;

const toRegExp = (pattern: string) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');

const STATUS_ERROR: Record<number, PlatformFault['type']> = {
  500: 'InternalServerErrorException',
  502: 'ApplicationUnavailableException',
  503: 'ApplicationUnavailableException',
  429: 'TooManyRequestsException',
};

/** The fault switch: off (no rules) by default; the admin endpoint and EMULATOR_FAULTS fill it. */
export class FaultSwitch {
  private rules: Array<FaultRule & { regexp: RegExp }> = [];

  list(): FaultRule[] {
    return this.rules.map(({ regexp: _regexp, ...rule }) => rule);
  }

  replace(rules: FaultRule[]) {
    this.rules = rules.map((rule) => ({ ...rule, regexp: toRegExp(rule.pattern) }));
  }

  get active() {
    return this.rules.length > 0;
  }

  /**
   * Applies the rules matching the method. Returns true when the reply was already sent (or the
   * connection dropped), so the caller must not answer; throws a PlatformFault for error rules.
   */
  async apply(name: string, reply: FastifyReply): Promise<boolean> {
    for (const rule of this.rules) {
      if (!rule.regexp.test(name) || Math.random() >= rule.rate) continue;
      switch (rule.kind) {
        case 'latency':
          await sleep(rule.latency_ms ?? 1000);
          break;
        case 'status': {
          const status = rule.status ?? 500;
          if (status === 429) reply.header('retry-after', String(rule.retry_after ?? 5));
          const fault = new PlatformFault(STATUS_ERROR[status] ?? 'InternalServerErrorException', undefined, status);
          await reply.code(status).send(fault.toBody());
          return true;
        }
        case 'drop':
          reply.hijack();
          reply.raw.socket?.destroy();
          return true;
        case 'malformed':
          await reply.code(200).type('application/json').send('{"data": {"items": [');
          return true;
        case 'error':
          throw new PlatformFault(rule.error_type ?? 'UnknownErrorException');
      }
    }
    return false;
  }
}

/** Rules from EMULATOR_FAULTS (a JSON array of rules); invalid JSON stops the start with a clear message. */
export function readFaultRules(text: string | undefined): FaultRule[] {
  if (!text) return [];
  const result = v.safeParse(faultRulesSchema, JSON.parse(text));
  if (!result.success) throw new Error(`EMULATOR_FAULTS is not a valid rule list: ${v.summarize(result.issues)}`);
  return result.output;
}
