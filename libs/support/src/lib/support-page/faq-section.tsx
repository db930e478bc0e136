import { Icon } from '@casino/ui-kit';
import type { FaqEntry } from './support-faq';
import styles from './faq-section.module.css';

export type FaqSectionProps = { entries: FaqEntry[]; title: string };

/** The CMS's questions and answers as native disclosures: keyboard and screen readers work without script. */
export function FaqSection({ entries, title }: FaqSectionProps) {
  return (
    <section id="faq" className={styles['section']} aria-labelledby="support-faq-title">
      <h2 id="support-faq-title" className={styles['title']}>
        {title}
      </h2>
      <div className={styles['list']}>
        {entries.map((entry) => (
          <details key={entry.question} className={styles['item']}>
            <summary className={styles['question']}>
              <span>{entry.question}</span>
              <Icon name="chevron-down" size="sm" />
            </summary>
            <p className={styles['answer']}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
