import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

export type PageIntroProps = {
  /** The page's heading, and its document title (React 19 hoists `<title>` into the head, on the server too). */
  title: string;
  /** One sentence under the heading: what the page is for. */
  lead?: ReactNode;
  /** Beside the heading from tablets up, under it on a phone: the page's main action or a balance. */
  aside?: ReactNode;
};

/** The top of a feature's page: its title, heading and lead, and what stands beside them. */
export function PageIntro({ title, lead, aside }: PageIntroProps) {
  return (
    <>
      <title>{title}</title>
      <header className={styles.intro}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {aside}
      </header>
    </>
  );
}
