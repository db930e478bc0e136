/** What the platform appends to redirect_url when the social sign-in popup comes back (`oauth=success|cancel`). */
export type OAuthResult = 'success' | 'cancel';

/**
 * The result once the popup is back on this site, or null while it is still at the provider (another
 * origin, whose location cannot be read) or on its way.
 */
export function readOAuthResult(popup: Pick<Window, 'location'>, origin: string): OAuthResult | null {
  try {
    if (popup.location.origin !== origin) return null;
    const value = new URLSearchParams(popup.location.search).get('oauth');
    return value === 'success' || value === 'cancel' ? value : null;
  } catch {
    return null;
  }
}

/** Window features for a 640x480 popup centred over the current window. */
export function popupFeatures({ width, height }: { width: number; height: number }, host: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
