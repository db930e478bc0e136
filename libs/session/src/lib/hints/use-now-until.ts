import { useEffect, useState } from 'react';

/** Today's time, re-read once when `deadline` passes, so a time-boxed hint hides itself without a reload. */
export function useNowUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null || deadline <= now) return undefined;
    // setTimeout holds 32-bit delays; a later deadline just re-arms on the next render.
    const timeout = setTimeout(() => setNow(Date.now()), Math.min(deadline - now, 2 ** 31 - 1));
    return () => clearTimeout(timeout);
  }, [deadline, now]);
  return now;
}
