import { useGetProfileInfoQuery, useUnsubscribeMutation } from '@casino/api-client';
import { Button, Card, EmptyState, LoadedSection, Skeleton, useToast } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { profileMessages } from '../shared/profile.messages';
import { notificationMessages as m } from './notification.messages';
import { SubscriptionSwitch } from './subscription-switch';
import styles from './notification.module.css';

/** /profile/notification: news subscriptions per contact, and unsubscribing from everything. */
export function NotificationPage() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const toast = useToast();
  const profile = useGetProfileInfoQuery();
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();

  const handleAllOff = async () => {
    const result = await unsubscribe({});
    toast('error' in result ? 'error' : 'success', 'error' in result ? profileMessages.actionFailed : m.allOffToast);
  };

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <LoadedSection queries={[profile]} placeholder={<Skeleton shape="rect" height={160} />}>
        {({ contacts = [] }) =>
          contacts.length === 0 ? (
            <EmptyState icon="bell" headingLevel={2} title={<FormattedMessage {...m.noContactsTitle} />} description={<FormattedMessage {...m.noContactsText} />} link={{ to: path('profile.settings'), label: <FormattedMessage {...m.addContact} /> }} />
          ) : (
            <Card
              title={<FormattedMessage {...m.listLabel} />}
              headingLevel={2}
              footer={
                contacts.some((contact) => contact.is_subscribed) ? (
                  <Button variant="ghost" size="sm" onClick={handleAllOff} loading={unsubscribing.isLoading}>
                    <FormattedMessage {...m.allOff} />
                  </Button>
                ) : undefined
              }
            >
              <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
                {contacts.map((contact) => (
                  <li key={contact.contact}>
                    <SubscriptionSwitch contact={contact} />
                  </li>
                ))}
              </ul>
              <p className={styles.note}>
                <FormattedMessage {...m.serviceNote} />
              </p>
            </Card>
          )
        }
      </LoadedSection>
    </ProfileFrame>
  );
}
