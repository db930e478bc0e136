import { resultSchema, type Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export type PlatformEventArgs = { event_name: string; event_params?: Record<string, string | number | boolean | null> };

export const eventsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reports an event to the platform. A GET, but a report, not data: a mutation, so it is never cached or retried. */
    handleEvent: build.mutation<Result, PlatformEventArgs>({
      query: ({ event_name, event_params }) => ({
        method: 'events.handle',
        params: { event_name, event_params: event_params ? JSON.stringify(event_params) : undefined },
        schema: resultSchema,
      }),
    }),
  }),
});

export const { useHandleEventMutation } = eventsApi;
