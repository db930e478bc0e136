/** What happened to the session; `uid` is the new player, 0 after sign-out. */
export type SessionChange = { kind: 'sign-in' | 'sign-up' | 'sign-out'; uid: number };

export type SessionChangeListener = (change: SessionChange) => void;

export type SessionEvents = {
  /** Subscribes; returns the unsubscribe. */
  subscribe: (listener: SessionChangeListener) => () => void;
  emit: (change: SessionChange) => void;
};

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<SessionChangeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(change) {
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch (error) {
          // One broken subscriber (a chat widget script) must not keep the others from hearing the change.
          console.error('A session change listener failed', error);
        }
      }
    },
  };
}

/** The app-wide channel the session middleware emits on. */
export const sessionEvents = createSessionEvents();

/**
 * Runs `listener` after every sign-in, sign-up and sign-out, e.g. to re-initialise the chat widget
 * (SPEC.md 4). Returns the unsubscribe, so it fits a `useEffect` cleanup.
 */
export const onSessionChange = (listener: SessionChangeListener): (() => void) => sessionEvents.subscribe(listener);
