import { useChangeSubscriptionMutation } from '@casino/api-client';
import type { Contact } from '@casino/platform-contract';
import { Switch, useToast } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { contactLabel } from '../settings/contact-label';
import { profileMessages } from '../shared/profile.messages';
import { notificationMessages as m } from './notification.messages';

export type SubscriptionSwitchProps = { contact: Contact };

/** One contact's news subscription (account.changeSubscription), applied at once. */
export function SubscriptionSwitch({ contact }: SubscriptionSwitchProps) {
  const intl = useIntl();
  const toast = useToast();
  const [changeSubscription, state] = useChangeSubscriptionMutation();
  // Shows the chosen state while the request runs; the refetched profile confirms it.
  const checked = state.isLoading && state.originalArgs ? state.originalArgs.subscription === 1 : contact.is_subscribed;

  const handleChange = async (next: boolean) => {
    if (state.isLoading) return;
    const result = await changeSubscription({ contact: contact.contact, subscription: next ? 1 : 0 });
    if ('error' in result) toast('error', profileMessages.actionFailed);
    else toast('success', next ? m.onToast : m.offToast);
  };

  return (
    <Switch
      label={contactLabel(contact)}
      description={intl.formatMessage(checked ? m.subscribed : m.notSubscribed)}
      checked={checked}
      onChange={handleChange}
      aria-busy={state.isLoading || undefined}
    />
  );
}
