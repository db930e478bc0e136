import { useFormatters } from '@casino/i18n';
import { useIntl } from 'react-intl';
import type { ContentEntry } from './content-entry';
import { ContentFaq } from './content-faq';
import { lastUpdatedMessage } from './content.messages';
import styles from './content-page.module.css';

export type ContentArticleProps = { entry: ContentEntry };

/** A content page: its title, the date of its last change, its text in paragraphs and its FAQ. */
export function ContentArticle({ entry }: ContentArticleProps) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  return (
    <article className={styles['page']}>
      <header className={styles['heading']}>
        <h1 className={styles['title']}>{entry.title}</h1>
        {entry.updatedAt && <p className={styles['updated']}>{intl.formatMessage(lastUpdatedMessage, { date: formatDate(entry.updatedAt) })}</p>}
      </header>
      {entry.paragraphs.length > 0 && (
        <div className={styles['text']}>
          {entry.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {entry.faq.length > 0 && <ContentFaq items={entry.faq} />}
    </article>
  );
}
