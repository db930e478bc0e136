import { useGetCmsCommonQuery } from '@casino/cms-client';
import { Card, PageIntro } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { ContactOptions } from './contact-options';
import { FaqSection } from './faq-section';
import { FeedbackForm } from './feedback-form';
import { feedbackMessages } from './feedback.messages';
import { supportMessages as m } from './support.messages';
import { faqOf } from './support-faq';
import { useLiveChat } from './use-live-chat';
import styles from './support-page.module.css';

/** `/support`: how to reach the team (live chat, a message, the FAQ), the FAQ from the CMS and the feedback form. */
export function SupportPage() {
  const intl = useIntl();
  const chat = useLiveChat();
  const { data: common } = useGetCmsCommonQuery();
  const faq = faqOf(common);
  const title = intl.formatMessage(m.title);

  return (
    <div className={styles['page']}>
      <PageIntro title={title} lead={intl.formatMessage(m.lead)} />
      <div className={styles['layout']}>
        <div className={styles['contacts']}>
          <ContactOptions chat={chat} hasFaq={faq.length > 0} />
        </div>
        <div className={styles['main']}>
          <section id="feedback" aria-labelledby="support-feedback-title" className={styles['feedback']}>
            <Card variant="raised" headingLevel={2} title={<span id="support-feedback-title">{intl.formatMessage(feedbackMessages.title)}</span>}>
              <FeedbackForm />
            </Card>
          </section>
          {faq.length > 0 && <FaqSection entries={faq} title={intl.formatMessage(m.faqTitle)} />}
        </div>
      </div>
    </div>
  );
}
