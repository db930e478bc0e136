import { resultSchema, supportSettingsSchema, type ChatEvent, type Result, type SupportSettings } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export type FeedbackArgs = { email: string; name?: string; subject?: string; text: string };
export type ChatEventArgs = { channel_id: string; conversation_id: string; text?: string; event: ChatEvent };

export const supportApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportSettings: build.query<SupportSettings, void>({
      query: () => ({ method: 'support.getsettings', schema: supportSettingsSchema }),
      providesTags: ['SupportSettings'],
      // SPEC.md 8: a chat config that fails to load is logged; the site works on without a chat.
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch (failure) {
          console.warn('[platformApi] loading the chat config failed; the site goes on without a chat', failure);
        }
      },
    }),
    sendFeedback: build.mutation<Result, FeedbackArgs>({
      query: (body) => ({ method: 'Support.sendFeedback', body, schema: resultSchema }),
    }),
    /** Stores a live-chat message sent or received; a message without text is sent with text ''. */
    storeChatEvent: build.mutation<Result, ChatEventArgs>({
      query: ({ channel_id, conversation_id, text, event }) => ({
        method: 'chat.storeEvent',
        body: { channel_id, conversation_id, text, event },
        schema: resultSchema,
      }),
    }),
  }),
});

export const { useGetSupportSettingsQuery, useSendFeedbackMutation, useStoreChatEventMutation } = supportApi;
