import { PageHead } from '@casino/routing';
import type { ReactNode } from 'react';
import { Skeleton } from '../feedback/skeleton';
import styles from './page-intro.module.css';

export type PageIntroProps = {
  /**
   * The page's heading, and its document title (unless the CMS's SEO entry for the page gives another).
   * Undefined while the page's own data names it: a heading-sized skeleton stands in, and the title waits.
   */
  title: string | undefined;
  /** One sentence under the heading: what the page is for. */
  lead?: ReactNode;
  /** Beside the heading from tablets up, under it on a phone: the page's main action or a balance. */
  aside?: ReactNode;
};

/** The top of a feature's page: its title, heading and lead, and what stands beside them. */
export function PageIntro({ title, lead, aside }: PageIntroProps) {
  return (
    <>
      {title !== undefined && <PageHead title={title} />}
      <header className={styles.intro}>
        <div className={styles.text}>
          {title === undefined ? <Skeleton width={220} height={32} /> : <h1 className={styles.title}>{title}</h1>}
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {aside}
      </header>
    </>
  );
}
