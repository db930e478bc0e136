import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const scryptOnPool = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * Hashes run on libuv's thread pool, at most one fewer at a time than there are cores: a wave of sign-ins (or of
 * guesses) then always leaves a core to the event loop, and every other call keeps answering at once. The others wait
 * their turn, which costs them no more than running together on the same cores would.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  if (running < HASHES_AT_ONCE) running += 1;
  // A finished hash hands its slot straight to the next one waiting.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await scryptOnPool(password, salt, keylen);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const KEY_LENGTH = 32;
/** What an account without a password (social, Telegram) stores: no password matches it. */
export const NO_PASSWORD = '!';

const format = (salt: Buffer, hash: Buffer) => `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;

/** scrypt with a per-password salt; passwords are never stored in plain text. Off the event loop (see above). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH));
}

/** The same, blocking: only for seeding data at start-up, before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH));
}

/** A hash nobody's password was made into: an unknown login is checked against it, so it costs the same time. */
const dummyHash = hashPasswordSync(randomBytes(16).toString('hex'));

/**
 * Whether the password matches the stored hash. A missing account (`stored` undefined) or one without a password
 * still runs one scrypt, against the dummy, and answers false: a sign-in for an unknown login takes as long as
 * one for a known login.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && salt && hash;
  const [, dummySalt, dummyKey] = dummyHash.split('$') as [string, string, string];
  const expected = Buffer.from(usable ? hash : dummyKey, 'base64');
  const actual = await scryptAsync(password, Buffer.from(usable ? salt : dummySalt, 'base64'), expected.length);
  return Boolean(usable) && expected.length === actual.length && timingSafeEqual(expected, actual);
}
