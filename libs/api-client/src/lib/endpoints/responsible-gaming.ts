import {
  rgExclusionSchema,
  rgLimitsSchema,
  rgRealityCheckResultSchema,
  rgSessionSchema,
  rgSetLimitResultSchema,
  type RgExclusion,
  type RgLimits,
  type RgLimitType,
  type RgPeriod,
  type RgRealityCheckResult,
  type RgSession,
  type RgSetLimitResult,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { USER_BOUND_TAGS } from '../tags';
import { playerExcluded } from './player-excluded';

/**
 * The responsible-gaming calls: a platform extension beyond SPEC.md 7.2, documented in @casino/platform-contract
 * (lib/extensions/responsible-gaming.ts), with its refusals read by `readRestriction`.
 */

export type SetLimitArgs = {
  type: RgLimitType;
  period: RgPeriod;
  /** Money in the account currency (deposit, loss, wager) or minutes (session); null removes the limit. */
  amount: number | null;
};

/** What a limit change touches: every limit, the SPEC.md deposit limit (and the deposit settings that carry it), the session's end. */
const LIMIT_TAGS = ['ResponsibleGamingLimits', 'ResponsibleGamingSession', 'DepositLimit', 'CashierSettings'] as const;

/** A time-out or self-exclusion signs the player out everywhere: everything user-bound is refetched, as after sign-out. */
const signedOut = (_result: unknown, error: unknown) => (error ? [] : [...USER_BOUND_TAGS]);

/** Once the platform has taken a time-out or self-exclusion, tells the site the player's sessions ended. */
async function announceExclusion(_args: unknown, { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof playerExcluded>) => unknown; queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
    dispatch(playerExcluded());
  } catch {
    // Refused: the player is still signed in; the dialog shows why.
  }
}

export const responsibleGamingApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getResponsibleGamingLimits: build.query<RgLimits, void>({
      query: () => ({ method: 'responsibleGaming.getLimits', schema: rgLimitsSchema }),
      providesTags: ['ResponsibleGamingLimits'],
    }),
    /** Lower or new: applies at once (`applied`); higher or removed: waits out the cooling-off in `pending`. */
    setResponsibleGamingLimit: build.mutation<RgSetLimitResult, SetLimitArgs>({
      query: ({ type, period, amount }) => ({ method: 'responsibleGaming.setLimit', body: { type, period, amount }, schema: rgSetLimitResultSchema }),
      // The answer carries every limit as it now stands: the page shows it before the refetch lands.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(responsibleGamingApi.util.upsertQueryData('getResponsibleGamingLimits', undefined, data.limits));
        } catch {
          // The form shows the refusal; nothing changed.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [...LIMIT_TAGS]),
    }),
    /** Minutes between reality checks (null: off), kept by the platform so every device of the player agrees. */
    setRealityCheck: build.mutation<RgRealityCheckResult, { interval_minutes: number | null }>({
      query: ({ interval_minutes }) => ({ method: 'responsibleGaming.setRealityCheck', body: { interval_minutes }, schema: rgRealityCheckResultSchema }),
      invalidatesTags: (_result, error) => (error ? [] : ['ResponsibleGamingLimits', 'ResponsibleGamingSession']),
    }),
    /** The session clock's source: start, the platform's time, play and net result since, the next reality check. */
    getResponsibleGamingSession: build.query<RgSession, void>({
      query: () => ({ method: 'responsibleGaming.getSession', schema: rgSessionSchema }),
      providesTags: ['ResponsibleGamingSession'],
    }),
    takeTimeOut: build.mutation<RgExclusion, { duration: TimeOutDuration }>({
      query: ({ duration }) => ({ method: 'responsibleGaming.takeTimeOut', body: { duration }, schema: rgExclusionSchema }),
      onQueryStarted: announceExclusion,
      invalidatesTags: signedOut,
    }),
    selfExclude: build.mutation<RgExclusion, { duration: SelfExclusionDuration }>({
      query: ({ duration }) => ({ method: 'responsibleGaming.selfExclude', body: { duration }, schema: rgExclusionSchema }),
      onQueryStarted: announceExclusion,
      invalidatesTags: signedOut,
    }),
  }),
});

export const {
  useGetResponsibleGamingLimitsQuery,
  useSetResponsibleGamingLimitMutation,
  useSetRealityCheckMutation,
  useGetResponsibleGamingSessionQuery,
  useTakeTimeOutMutation,
  useSelfExcludeMutation,
} = responsibleGamingApi;
