import { createHmac, generateKeyPairSync, sign, timingSafeEqual } from 'node:crypto';

export type TelegramUser = { id: number; username?: string; first_name?: string; last_name?: string; language_code?: string };
export type TelegramCheck = { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: 'hash' | 'expired' | 'user' };

/** The fields but `leaveOut`, sorted by key, as `key=value` lines. */
const dataCheckString = (fields: Record<string, string>, leaveOut: string[]) =>
  Object.keys(fields)
    .filter((key) => !leaveOut.includes(key))
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');

const hmacOf = (fields: Record<string, string>, botToken: string) => {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields, ['hash'])).digest();
};

/**
 * Verifies Telegram mini-app init data as Telegram specifies: the data-check-string is every field but
 * `hash`, sorted by key, as `key=value` lines; secret = HMAC-SHA256("WebAppData", bot token); the hash is
 * hex HMAC-SHA256(secret, data-check-string). auth_date must be at most `maxAgeSeconds` old. A field given twice
 * is refused (two readers could take different ones).
 */
export function verifyInitData(initData: string, hash: string, botToken: string, maxAgeSeconds: number, now: number): TelegramCheck {
  const params = new URLSearchParams(initData);
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'hash' };
  const fields = Object.fromEntries(params);
  const signed = fields['hash'] ?? hash;
  const expected = hmacOf(fields, botToken);
  const given = Buffer.from(signed, 'hex');
  if (signed !== hash || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'hash' };
  const authDate = Number(fields['auth_date']);
  if (!Number.isFinite(authDate) || now / 1000 - authDate > maxAgeSeconds) return { ok: false, reason: 'expired' };
  try {
    const user = JSON.parse(fields['user'] ?? '') as TelegramUser;
    if (typeof user.id !== 'number') return { ok: false, reason: 'user' };
    return { ok: true, user, authDate };
  } catch {
    return { ok: false, reason: 'user' };
  }
}

/** The emulator's stand-in for Telegram's Ed25519 key (nothing here checks `signature`; clients get one, as from Telegram). */
const { privateKey: telegramKey } = generateKeyPairSync('ed25519');

/**
 * Signs init data the way Telegram does: `signature` is Ed25519 over "{bot id}:WebAppData\n" and the
 * data-check-string of the fields but hash and signature; `hash` is the HMAC of the data-check-string of every field
 * but hash. Only the emulator's development route and tests call it: init data signed with any other token than
 * the emulator's is refused by verifyInitData.
 */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const botId = botToken.split(':')[0] ?? '';
  const signed = { ...fields };
  signed['signature'] ??= sign(null, Buffer.from(`${botId}:WebAppData\n${dataCheckString(signed, ['hash', 'signature'])}`), telegramKey).toString('base64url');
  return new URLSearchParams({ ...signed, hash: hmacOf(signed, botToken).toString('hex') }).toString();
}
