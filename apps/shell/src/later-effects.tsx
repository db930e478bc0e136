import { LoyaltyNotificationsEffect } from '@casino/loyalty';
import { ChatWidgetEffect } from '@casino/support';

/** The features' side effects that wait until the page has loaded (SiteDefinition.LaterEffects): chat, loyalty news. */
export function LaterEffects() {
  return (
    <>
      <ChatWidgetEffect />
      <LoyaltyNotificationsEffect />
    </>
  );
}
