import type { ChatAdapterFactory } from '../chat-adapter';

/** The `none` provider: the operator has no live chat, so nothing is loaded or shown. */
export const createNoneAdapter: ChatAdapterFactory = () => ({
  load: () => Promise.resolve(),
  identify: () => undefined,
  show: () => undefined,
  hide: () => undefined,
  destroy: () => undefined,
  bubbleSelector: null,
});
