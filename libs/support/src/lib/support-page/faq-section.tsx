import { QuestionList } from '@casino/ui-kit';
import type { FaqEntry } from './support-faq';
import styles from './faq-section.module.css';

export type FaqSectionProps = { entries: FaqEntry[]; title: string };

/** The CMS's questions and answers under their heading; `/support#faq` leads here. */
export function FaqSection({ entries, title }: FaqSectionProps) {
  return (
    <section id="faq" className={styles['section']} aria-labelledby="support-faq-title">
      <h2 id="support-faq-title" className={styles['title']}>
        {title}
      </h2>
      <QuestionList items={entries} />
    </section>
  );
}
