import { eventsHandleQuerySchema } from '@casino/platform-contract/requests';
import { record } from '../db/records';
import { invalidParameter } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';

export const eventMethods: MethodTable = {
  'events.handle': method({
    verb: 'GET',
    query: eventsHandleQuerySchema,
    handler: ({ db, query, accountId }) => {
      let params: unknown = query.event_params ?? null;
      if (typeof params === 'string') {
        try {
          params = JSON.parse(params);
        } catch {
          throw invalidParameter('event_params', 'Must be a JSON object');
        }
      }
      record(db, 'event', accountId, { event_name: query.event_name, event_params: params });
      return { data: { result: 1 } };
    },
  }),
};
