import { useGetGeneralInfoQuery } from '@casino/api-client';
import { useEffect } from 'react';
import { ConsentBanner } from '../consent/consent-banner';
import { useAnalyticsConsent } from '../consent/analytics-consent';
import { GTM_SCRIPT_BASE } from '../partner-scripts';
import { gtmIdOf, loadGtm } from './gtm';

export type GtmEffectProps = {
  /** The container script's base (the operator's setting; tests pass their own). */
  scriptBase?: string;
};

/**
 * Google Tag Manager, when general info names a container (SPEC.md 3, `analytic.gtm_id`) and only after the visitor
 * accepted analytics: until then the consent banner asks, and the dataLayer events (analytics-middleware) wait in
 * `window.dataLayer`, where the container reads them once it loads. Declined, or no container: nothing loads.
 */
export function GtmEffect({ scriptBase = GTM_SCRIPT_BASE }: GtmEffectProps) {
  const { data: generalInfo } = useGetGeneralInfoQuery();
  const gtmId = gtmIdOf(generalInfo);
  const consent = useAnalyticsConsent();

  useEffect(() => {
    if (gtmId && consent === 'granted') loadGtm(gtmId, scriptBase);
  }, [gtmId, consent, scriptBase]);

  return gtmId && consent === 'unanswered' ? <ConsentBanner /> : null;
}
