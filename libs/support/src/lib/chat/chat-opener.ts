type Opener = () => Promise<boolean>;

let current: Opener | null = null;

/** The mounted ChatWidgetEffect offers to open the chat window; returns the unregister. */
export function registerChatOpener(opener: Opener): () => void {
  current = opener;
  return () => {
    if (current === opener) current = null;
  };
}

/** Opens the live-chat window (loading the provider first when needed); false when no chat could be opened. */
export const openLiveChat = (): Promise<boolean> => (current ? current() : Promise.resolve(false));
