// Public API of @casino/support. Export only what other projects may use.

// The /support page by route name and the message catalogue, which each shell plugs in
export { supportPages } from './lib/support-pages';
export { supportMessages } from './lib/support-messages';

// Mounted once by the shell inside its router: the live-chat widget (SPEC.md 3, 4, 7.4, 8, 9)
export { LazyChatWidgetEffect as ChatWidgetEffect } from './lib/chat/lazy-chat-widget-effect';
export type { ChatWidgetEffectProps } from './lib/chat/chat-widget-effect';
