import { QuestionList } from '@casino/ui-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FaqItem } from './content-entry';
import { contentMessages as m } from './content.messages';
import page from './content-page.module.css';

export type ContentFaqProps = { items: FaqItem[] };

/** The anchor of a page's questions: `/faq#questions` opens the page scrolled to them (SPEC.md 2.3). */
export const FAQ_ANCHOR = 'questions';

/** The page's questions and answers under their heading. */
export function ContentFaq({ items }: ContentFaqProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section id={FAQ_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId} className={page['sectionTitle']}>
        {intl.formatMessage(m.faqTitle)}
      </h2>
      <QuestionList items={items} />
    </section>
  );
}
