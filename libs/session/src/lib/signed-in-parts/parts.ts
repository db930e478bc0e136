// What the signed-in parts' chunk holds: the session hints and the session clock, with responsible gaming's session call.
export { SessionHints } from '../hints/session-hints';
export { SessionClock } from '../session-clock/session-clock';
