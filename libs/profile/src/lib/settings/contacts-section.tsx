import type { Contact } from '@casino/platform-contract';
import { Badge, Card, Icon } from '@casino/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddContactForm } from './add-contact-form';
import { ContactCodeForm } from './contact-code-form';
import { contactLabel } from './contact-label';
import { contactsMessages as m } from './contacts.messages';
import styles from './contacts.module.css';

export type ContactsSectionProps = { contacts: readonly Contact[] };

/** The player's emails and phones with their confirmation state, code forms and the form to add one. */
export function ContactsSection({ contacts }: ContactsSectionProps) {
  const intl = useIntl();
  // The contact just added already has a code on its way: its resend wait starts at once.
  const [justAdded, setJustAdded] = useState<{ contact: string; resendAfter: number } | null>(null);
  return (
    <Card title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.intro} />} headingLevel={2}>
      {contacts.length === 0 ? (
        <p className={styles.none}>
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
          {contacts.map((contact) => (
            <li key={contact.contact} className={styles.item} data-testid="contact">
              <div className={styles.row}>
                <span className={styles.kind}>
                  <Icon name={contact.type === 'email' ? 'mail' : 'phone'} label={intl.formatMessage(contact.type === 'email' ? m.email : m.phone)} />
                </span>
                <span className={styles.value}>{contactLabel(contact)}</span>
                <Badge tone={contact.is_confirmed ? 'success' : 'warning'} icon={contact.is_confirmed ? 'check' : 'clock'}>
                  <FormattedMessage {...(contact.is_confirmed ? m.confirmed : m.notConfirmed)} />
                </Badge>
              </div>
              {!contact.is_confirmed && (
                <ContactCodeForm contact={contact.contact} resendAfter={justAdded?.contact === contact.contact ? justAdded.resendAfter : 0} />
              )}
            </li>
          ))}
        </ul>
      )}
      <AddContactForm onAdded={(contact) => setJustAdded({ contact, resendAfter: 60 })} />
    </Card>
  );
}
