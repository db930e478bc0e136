import { rgRealityCheckBodySchema, rgSelfExcludeBodySchema, rgSetLimitBodySchema, rgTimeOutBodySchema } from '@casino/platform-contract/requests';
import type { RgExclusionType, RgSession } from '@casino/platform-contract';
import { clockNow } from '../db/clock';
import { toCents } from '../db/sql';
import { method, type MethodTable, type PlayerContext } from '../platform/method';
import { endAllSessions, endSession, noSessionFault, sessionStartedAt } from '../platform/session';
import { startExclusion } from '../services/responsible-gaming/exclusions';
import { limitsOf, setLimit } from '../services/responsible-gaming/limits';
import { realityCheckMinutes, setRealityCheckMinutes } from '../services/responsible-gaming/reality-check';
import { sessionTimeLeftMs } from '../services/responsible-gaming/restrictions';
import { playSince } from '../services/responsible-gaming/usage';
import { moneyOf } from './account-view';

const iso = (ms: number) => new Date(ms).toISOString();

/** Starts a time-out or self-exclusion and ends every session of the player, this one included (its cookie too). */
function exclude(context: PlayerContext<unknown, { duration: string }>, type: RgExclusionType) {
  const { db, request, reply, body, accountId } = context;
  const exclusion = startExclusion(db, accountId, type, body.duration as Parameters<typeof startExclusion>[3], clockNow(db));
  endAllSessions(db, accountId);
  endSession(db, request, reply);
  return { data: { result: 1, ...exclusion } };
}

/**
 * Responsible gaming, the platform extension of libs/platform-contract (extensions/responsible-gaming.ts), with the
 * limits enforced where money moves (cashier.makedeposit, the demo game's spin, the sportsbook's bet) and at every
 * sign-in and call (platform/session.ts).
 */
export const responsibleGamingMethods: MethodTable = {
  'responsibleGaming.getLimits': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, account }) => ({ data: limitsOf(db, account, clockNow(db)) }),
  }),
  'responsibleGaming.setLimit': method({
    verb: 'POST',
    auth: true,
    body: rgSetLimitBodySchema,
    handler: ({ db, body, account }) => {
      const value = body.amount === undefined ? null : body.type === 'session' ? body.amount : toCents(body.amount);
      const now = clockNow(db);
      const { applied } = setLimit(db, account.id, body.type, body.period, value, now);
      return { data: { result: 1, applied, limits: limitsOf(db, account, now) } };
    },
  }),
  'responsibleGaming.setRealityCheck': method({
    verb: 'POST',
    auth: true,
    body: rgRealityCheckBodySchema,
    handler: ({ db, body, accountId }) => {
      const minutes = body.interval_minutes ?? null;
      setRealityCheckMinutes(db, accountId, minutes);
      return { data: { result: 1, interval_minutes: minutes } };
    },
  }),
  'responsibleGaming.getSession': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, request, account }): { data: RgSession } => {
      const startedAt = sessionStartedAt(db, request);
      if (startedAt === null) throw noSessionFault(request);
      const now = clockNow(db);
      const play = playSince(db, account.id, startedAt);
      const interval = realityCheckMinutes(db, account.id);
      const every = interval === null ? null : interval * 60_000;
      const left = sessionTimeLeftMs(db, account.id, now);
      return {
        data: {
          started_at: iso(startedAt),
          now: iso(now),
          duration_seconds: Math.floor((now - startedAt) / 1000),
          bets: moneyOf(play.bets, account.currency),
          wins: moneyOf(play.wins, account.currency),
          net_result: moneyOf(play.wins - play.bets, account.currency),
          rounds: play.rounds,
          reality_check_minutes: interval,
          next_reality_check_at: every === null ? null : iso(startedAt + (Math.floor((now - startedAt) / every) + 1) * every),
          session_limit_ends_at: left === null ? null : iso(now + left),
        },
      };
    },
  }),
  'responsibleGaming.takeTimeOut': method({
    verb: 'POST',
    auth: true,
    body: rgTimeOutBodySchema,
    handler: (context) => exclude(context, 'time_out'),
  }),
  'responsibleGaming.selfExclude': method({
    verb: 'POST',
    auth: true,
    body: rgSelfExcludeBodySchema,
    handler: (context) => exclude(context, 'self_exclusion'),
  }),
};
