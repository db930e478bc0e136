import { RealityCheckEffect } from './reality-check-effect';
import { SessionLimitEffect } from './session-limit-effect';

/** The responsible-gaming timers of a signed-in session: the reality check and the session-time limit. */
export function ResponsibleGameEffects() {
  return (
    <>
      <RealityCheckEffect />
      <SessionLimitEffect />
    </>
  );
}
