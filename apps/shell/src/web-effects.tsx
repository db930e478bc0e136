import { IncompleteRegistrationEffect } from '@casino/auth';
import { LoyaltyNotificationsEffect } from '@casino/loyalty';
import { ChatWidgetEffect } from '@casino/support';

/** The features' side effects on the web: the incomplete-registration popup, the chat widget, loyalty news. */
export function WebEffects() {
  return (
    <>
      <IncompleteRegistrationEffect />
      <ChatWidgetEffect />
      <LoyaltyNotificationsEffect />
    </>
  );
}
