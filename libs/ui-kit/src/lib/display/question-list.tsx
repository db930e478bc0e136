import { Icon } from '../icon/icon';
import styles from './question-list.module.css';

export type QuestionAndAnswer = { question: string; answer: string };

export type QuestionListProps = { items: QuestionAndAnswer[] };

/**
 * Questions and answers as a list of native disclosures: <details>/<summary> open with Enter or Space and are
 * announced as expandable by every screen reader, with no script of ours (so they work before hydration too).
 */
export function QuestionList({ items }: QuestionListProps) {
  return (
    <ul className={styles.list}>
      {items.map(({ question, answer }, index) => (
        <li key={index}>
          <details className={styles.item}>
            <summary className={styles.question}>
              {question}
              <Icon name="chevron-down" size="sm" className={styles.chevron} />
            </summary>
            <p className={styles.answer}>{answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
