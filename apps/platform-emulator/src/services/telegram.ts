import { createHmac, timingSafeEqual } from 'node:crypto';

export type TelegramUser = { id: number; username?: string; first_name?: string; last_name?: string; language_code?: string };
export type TelegramCheck = { ok: true; user: TelegramUser; authDate: number } | { ok: false; reason: 'hash' | 'expired' | 'user' };

/**
 * Verifies Telegram mini-app init data as Telegram specifies: the data-check-string is every field but
 * `hash`, sorted by key, as `key=value` lines; secret = HMAC-SHA256("WebAppData", bot token); the hash is
 * hex HMAC-SHA256(secret, data-check-string). auth_date must be at most `maxAgeSeconds` old.
 */
export function verifyInitData(initData: string, hash: string, botToken: string, maxAgeSeconds: number, now = Date.now()): TelegramCheck {
  const params = new URLSearchParams(initData);
  const signed = params.get('hash') ?? hash;
  const pairs = [...params.entries()].filter(([key]) => key !== 'hash').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const dataCheckString = pairs.map(([key, value]) => `${key}=${value}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest();
  const given = Buffer.from(signed, 'hex');
  if (signed !== hash || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'hash' };
  const authDate = Number(params.get('auth_date'));
  if (!Number.isFinite(authDate) || now / 1000 - authDate > maxAgeSeconds) return { ok: false, reason: 'expired' };
  try {
    const user = JSON.parse(params.get('user') ?? '') as TelegramUser;
    if (typeof user.id !== 'number') return { ok: false, reason: 'user' };
    return { ok: true, user, authDate };
  } catch {
    return { ok: false, reason: 'user' };
  }
}

/** Signs init data the way Telegram does (for tests and the development helper page). */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
