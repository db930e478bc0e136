import * as v from 'valibot';

/** Live-chat config per provider (SPEC.md 3); each provider uses the fields it needs. */
export const liveChatConfigSchema = v.object({
  id: v.optional(v.nullable(v.string())),
  license: v.optional(v.nullable(v.string())),
  src: v.optional(v.nullable(v.string())),
  widget_id: v.optional(v.nullable(v.string())),
  lang: v.optional(v.nullable(v.string())),
  uid: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  name: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
  phone: v.optional(v.nullable(v.string())),
});
export type LiveChatConfig = v.InferOutput<typeof liveChatConfigSchema>;

/** support.getsettings (SPEC.md 7.2): the chosen chat provider (null: none) and each provider's config. */
export const supportSettingsSchema = v.object({
  provider: v.nullable(v.string()),
  config: v.record(v.string(), liveChatConfigSchema),
});
export type SupportSettings = v.InferOutput<typeof supportSettingsSchema>;

/** The chat event store (SPEC.md 7.2): a message sent or received. */
export const CHAT_EVENTS = ['message_sent', 'message_received'] as const;
export type ChatEvent = (typeof CHAT_EVENTS)[number];
