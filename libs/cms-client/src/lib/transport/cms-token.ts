import { cmsApiConfig } from './cms-config';

const hasDocument = () => typeof document !== 'undefined';

/** The CMS token from its cookie, or null. */
export function readCmsToken(): string | null {
  if (!hasDocument()) return null;
  const name = `${cmsApiConfig().tokenCookie}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(name));
  return entry ? decodeURIComponent(entry.slice(name.length)) || null : null;
}

/** Keeps the token of a CMS sign-in for the session (path /, SameSite lax). */
export function saveCmsToken(jwt: string): void {
  if (!hasDocument()) return;
  document.cookie = `${cmsApiConfig().tokenCookie}=${encodeURIComponent(jwt)}; path=/; SameSite=Lax`;
}

export function clearCmsToken(): void {
  if (!hasDocument()) return;
  document.cookie = `${cmsApiConfig().tokenCookie}=; path=/; Max-Age=0; SameSite=Lax`;
}
