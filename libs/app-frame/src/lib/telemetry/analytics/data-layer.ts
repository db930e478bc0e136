import type { AnalyticsEvent } from './analytics-events';

/** Where the tag manager reads events: `window.dataLayer`. */
export type DataLayerHost = { dataLayer?: unknown[] };

const browserHost = (): DataLayerHost | undefined => (typeof window === 'undefined' ? undefined : (window as DataLayerHost));

/** Appends an event to the dataLayer, creating the array when the tag manager has not loaded yet. */
export function pushToDataLayer(event: AnalyticsEvent, host: DataLayerHost | undefined = browserHost()): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(event);
}
