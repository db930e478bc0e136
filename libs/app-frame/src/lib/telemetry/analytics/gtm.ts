import { allowScript } from '@casino/ui-kit';
import type { GeneralInfo } from '@casino/platform-contract';
import type { DataLayerHost } from './data-layer';

/** A GTM container id as Google issues them; anything else in general info is ignored (it ends up in a script URL). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{1,12}$/;

/** The container named by general info's `analytic.gtm_id` (SPEC.md 3), or null when there is none (or it is malformed). */
export function gtmIdOf(generalInfo: Pick<GeneralInfo, 'analytic'> | undefined): string | null {
  const id = generalInfo?.analytic?.['gtm_id'];
  return typeof id === 'string' && GTM_ID_PATTERN.test(id) ? id : null;
}

/** The element id of the container script, so it is added once per page. */
export const GTM_SCRIPT_ID = 'gtm-container';

/**
 * Loads the container as Google's own snippet does: `gtm.start` pushed to the data layer (events pushed before it,
 * such as `identify`, stay queued there and GTM reads them), then `{base}/gtm.js?id=…` added with the page's CSP
 * nonce (the site's policy runs nonce-bearing scripts and what they load: 'strict-dynamic').
 */
export function loadGtm(id: string, base: string, { doc = document, host = window as DataLayerHost, now = Date.now } = {}): void {
  if (doc.getElementById(GTM_SCRIPT_ID)) return;
  host.dataLayer ??= [];
  host.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `${base}/gtm.js?id=${encodeURIComponent(id)}`;
  allowScript(script, doc);
  doc.head.append(script);
}
