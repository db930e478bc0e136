import { Icon } from '@casino/ui-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FaqItem } from './content-entry';
import { contentMessages as m } from './content.messages';
import page from './content-page.module.css';
import styles from './content-faq.module.css';

export type ContentFaqProps = { items: FaqItem[] };

/** The anchor of a page's questions: `/faq#questions` opens the page scrolled to them (SPEC.md 2.3). */
export const FAQ_ANCHOR = 'questions';

/**
 * The page's questions and answers as a disclosure list: native <details>/<summary> open with Enter or Space and
 * are announced as expandable by every screen reader, with no script of ours.
 */
export function ContentFaq({ items }: ContentFaqProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section id={FAQ_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId} className={page['sectionTitle']}>
        {intl.formatMessage(m.faqTitle)}
      </h2>
      <ul className={styles['list']}>
        {items.map(({ question, answer }, index) => (
          <li key={index}>
            <details className={styles['item']}>
              <summary className={styles['question']}>
                {question}
                <Icon name="chevron-down" size="sm" className={styles['chevron']} />
              </summary>
              <p className={styles['answer']}>{answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
