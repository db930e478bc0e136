import { createContext, useContext } from 'react';

/** What a server render learns while it renders: a page's own verdict on its route (SPEC.md 2.2). */
export type ResponseStatusRecorder = (status: number) => void;

/** Set by a server render; in the browser there is none and the marker does nothing. */
export const ResponseStatusContext = createContext<ResponseStatusRecorder | null>(null);

export type ResponseStatusProps = { status: number };

/**
 * Rendered by a page that failed its own validation (an unknown game, a content page the CMS does not have): a
 * server render answers with this HTTP status (404) instead of 200, with the same body the browser shows.
 */
export function ResponseStatus({ status }: ResponseStatusProps) {
  const record = useContext(ResponseStatusContext);
  record?.(status);
  return null;
}
