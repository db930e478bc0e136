import { cmsApiConfig } from './cms-config';

const hasDocument = () => typeof document !== 'undefined';

/** The CMS token from its cookie (the page's, or a request's Cookie header on a server render), or null. */
export function readCmsToken(cookieHeader?: string): string | null {
  const cookies = cookieHeader ?? (hasDocument() ? document.cookie : '');
  const name = `${cmsApiConfig().tokenCookie}=`;
  const entry = cookies.split(/;\s*/).find((cookie) => cookie.startsWith(name));
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
