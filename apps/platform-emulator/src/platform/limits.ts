import { PlatformFault } from './fault';

/**
 * Attempt limits, kept in memory (a restart forgets them, as a restart of a platform node would forget its local
 * counters). Every refusal is TooManyRequestsException, HTTP 429, with Retry-After and `error_data.retry_after`.
 */

const MINUTE = 60_000;

/** Wrong passwords: this many in the window are free, then each further try waits a delay that doubles. */
export type AttemptRule = { max: number; windowMs: number; firstDelayMs: number; maxDelayMs: number };

/** Wrong passwords per login: 10 in 15 minutes, then 30 s, 1, 2, 4, 8 and at most 15 minutes between tries. */
export const PASSWORD_PER_LOGIN: AttemptRule = { max: 10, windowMs: 15 * MINUTE, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE };
/** Wrong passwords per client address: 20 in 15 minutes (an office or a phone network shares one), then the same delays. */
export const PASSWORD_PER_ADDRESS: AttemptRule = { max: 20, windowMs: 15 * MINUTE, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE };
/** Password reset mails per login (known or not, so the limit does not tell them apart): 5 an hour. */
export const RESTORE_PER_LOGIN = { max: 5, windowMs: 60 * MINUTE };
/** Codes sent per account (two-factor sign-in, two-factor switch, contact confirmation): 10 an hour. */
export const CODES_PER_ACCOUNT = { max: 10, windowMs: 60 * MINUTE };
/** Wrong tries a two-factor or contact code takes before it is void. */
export const CODE_MAX_TRIES = 5;

/** Keys of a map kept from growing without bound: beyond this many, stale entries are swept. */
const SWEEP_AT = 10_000;

export const tooManyRequests = (seconds: number, message: string) =>
  new PlatformFault('TooManyRequestsException', { retry_after: seconds }, 429, message).withRetryAfter(seconds);

type Bucket = { failures: number[]; inFlight: number };

/**
 * Counts failed attempts per key (a login, an address). Attempts still running count too, so a thousand guesses
 * sent at once are not all let through before the first has failed. A success does not count.
 */
export class AttemptLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly rule: AttemptRule,
    private readonly now: () => number = Date.now,
  ) {}

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_AT) this.sweep();
      bucket = { failures: [], inFlight: 0 };
      this.buckets.set(key, bucket);
    }
    const since = this.now() - this.rule.windowMs;
    while (bucket.failures.length && (bucket.failures[0] as number) <= since) bucket.failures.shift();
    return bucket;
  }

  private sweep() {
    const since = this.now() - this.rule.windowMs;
    for (const [key, bucket] of this.buckets) {
      if (!bucket.inFlight && bucket.failures.every((time) => time <= since)) this.buckets.delete(key);
    }
  }

  /** Seconds before the next attempt under `key` may be made; 0 when it may be made now. */
  waitSeconds(key: string): number {
    const { failures, inFlight } = this.bucket(key);
    const { max, firstDelayMs, maxDelayMs } = this.rule;
    if (failures.length >= max) {
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (failures.length - max));
      const until = (failures[failures.length - 1] as number) + delay;
      if (until > this.now()) return Math.ceil((until - this.now()) / 1000);
      return inFlight > 0 ? 1 : 0;
    }
    return failures.length + inFlight >= max ? 1 : 0;
  }

  begin(key: string) {
    this.bucket(key).inFlight += 1;
  }

  end(key: string, failed: boolean) {
    const bucket = this.bucket(key);
    bucket.inFlight = Math.max(0, bucket.inFlight - 1);
    if (failed) bucket.failures.push(this.now());
  }

  /** Forgets the failures of a key (a login whose owner proved who they are). */
  clear(key: string) {
    const bucket = this.buckets.get(key);
    if (bucket) bucket.failures = [];
  }
}

/** Counts events (mails, codes) per key in a sliding window; the one over the maximum is refused. */
export class SendLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    readonly rule: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event under `key`, or throws TooManyRequestsException when the window is full. */
  take(key: string, message: string) {
    const now = this.now();
    if (this.sent.size >= SWEEP_AT) {
      for (const [other, times] of this.sent) if (times.every((time) => time <= now - this.rule.windowMs)) this.sent.delete(other);
    }
    const times = (this.sent.get(key) ?? []).filter((time) => time > now - this.rule.windowMs);
    if (times.length >= this.rule.max) {
      this.sent.set(key, times);
      throw tooManyRequests(Math.ceil(((times[0] as number) + this.rule.windowMs - now) / 1000), message);
    }
    times.push(now);
    this.sent.set(key, times);
  }
}

/** The limits of one emulator, shared by the API methods and the pages that check passwords. */
export type Limits = {
  passwordPerLogin: AttemptLimiter;
  passwordPerAddress: AttemptLimiter;
  restorePerLogin: SendLimiter;
  codesPerAccount: SendLimiter;
};

export const createLimits = (now: () => number = Date.now): Limits => ({
  passwordPerLogin: new AttemptLimiter(PASSWORD_PER_LOGIN, now),
  passwordPerAddress: new AttemptLimiter(PASSWORD_PER_ADDRESS, now),
  restorePerLogin: new SendLimiter(RESTORE_PER_LOGIN, now),
  codesPerAccount: new SendLimiter(CODES_PER_ACCOUNT, now),
});

/**
 * Runs a password check under the per-login and per-address limits: refused at once (429) while either must wait,
 * counted as a failure when `check` answers false. A right password clears the login's failures, not the address's
 * (else a guesser with an account of their own could reset their count between guesses).
 */
export async function limitPasswordCheck(limits: Limits, login: string, address: string, check: () => Promise<boolean>): Promise<boolean> {
  const loginKey = login.trim().toLowerCase();
  const wait = Math.max(limits.passwordPerLogin.waitSeconds(loginKey), limits.passwordPerAddress.waitSeconds(address));
  if (wait > 0) throw tooManyRequests(wait, `Too many wrong passwords. Try again in ${wait} seconds.`);
  limits.passwordPerLogin.begin(loginKey);
  limits.passwordPerAddress.begin(address);
  let ok = false;
  try {
    ok = await check();
  } finally {
    limits.passwordPerLogin.end(loginKey, !ok);
    limits.passwordPerAddress.end(address, !ok);
  }
  if (ok) limits.passwordPerLogin.clear(loginKey);
  return ok;
}
