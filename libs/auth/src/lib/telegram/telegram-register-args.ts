import type { TelegramRegisterArgs } from '@casino/api-client';

type InitDataUser = { id?: unknown; username?: unknown; language_code?: unknown };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The messenger sign-up body (SPEC.md 7.2) from the mini-app's raw init data (the signed query string
 * Telegram hands the app): its user's id, username and language, its hash, and the raw data itself as
 * payload, so the platform can verify the signature. Null when the data carries no user or no hash.
 */
export function telegramRegisterArgs(rawInitData: string): TelegramRegisterArgs | null {
  const params = new URLSearchParams(rawInitData);
  const hash = params.get('hash');
  let user: InitDataUser;
  try {
    user = JSON.parse(params.get('user') ?? 'null') as InitDataUser;
  } catch {
    return null;
  }
  if (!hash || !user || (typeof user.id !== 'number' && typeof user.id !== 'string')) return null;
  const username = text(user.username);
  const languageCode = text(user.language_code);
  return {
    is_tg: 1,
    id: String(user.id),
    ...(username ? { username } : {}),
    hash,
    ...(languageCode ? { language_code: languageCode } : {}),
    payload: rawInitData,
  };
}
