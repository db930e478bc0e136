import { Button, ErrorNote, Icon, Link, Skeleton, type IconName } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { supportMessages as m } from './support.messages';
import type { useLiveChat } from './use-live-chat';
import styles from './contact-options.module.css';

type OptionProps = { icon: IconName; title: string; description: string; children: ReactNode };

function ContactOption({ icon, title, description, children }: OptionProps) {
  return (
    <li className={styles['option']}>
      <span className={styles['icon']}>
        <Icon name={icon} size="lg" />
      </span>
      <h3 className={styles['title']}>{title}</h3>
      <p className={styles['description']}>{description}</p>
      <div className={styles['action']}>{children}</div>
    </li>
  );
}

export type ContactOptionsProps = {
  chat: ReturnType<typeof useLiveChat>;
  hasFaq: boolean;
};

/** The ways to reach support: the live chat when a provider is configured, the message form, the FAQ when there is one. */
export function ContactOptions({ chat, hasFaq }: ContactOptionsProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="support-contacts-title" className={styles['section']}>
      <h2 id="support-contacts-title" className={styles['heading']}>
        {intl.formatMessage(m.contactsTitle)}
      </h2>
      <ul className={styles['list']}>
        {chat.isLoading && (
          <li className={styles['option']} aria-hidden="true">
            <Skeleton shape="circle" width={48} height={48} />
            <Skeleton lines={3} />
          </li>
        )}
        {chat.available && (
          <ContactOption icon="headset" title={intl.formatMessage(m.chatTitle)} description={intl.formatMessage(m.chatDescription)}>
            <Button onClick={() => void chat.open()} loading={chat.state === 'opening'} iconStart="headset">
              {intl.formatMessage(m.chatOpen)}
            </Button>
            {chat.state === 'failed' && <ErrorNote>{intl.formatMessage(m.chatFailed)}</ErrorNote>}
          </ContactOption>
        )}
        <ContactOption icon="mail" title={intl.formatMessage(m.messageTitle)} description={intl.formatMessage(m.messageDescription)}>
          <Link to="#feedback">{intl.formatMessage(m.messageAction)}</Link>
        </ContactOption>
        {hasFaq && (
          <ContactOption icon="info" title={intl.formatMessage(m.faqTitle)} description={intl.formatMessage(m.faqDescription)}>
            <Link to="#faq">{intl.formatMessage(m.faqAction)}</Link>
          </ContactOption>
        )}
      </ul>
    </section>
  );
}
