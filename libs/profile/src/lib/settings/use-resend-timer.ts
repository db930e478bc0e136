import { useCallback, useEffect, useState } from 'react';

/** Seconds until another code may be asked for; `start(seconds)` begins the wait (resend_time). */
export function useResendTimer() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number | undefined) => setSecondsLeft(Math.max(0, Math.ceil(seconds ?? 0))), []);
  return { secondsLeft, start };
}
