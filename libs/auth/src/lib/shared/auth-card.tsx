import { PageHead, useLocalizedPath } from '@casino/routing';
import { Icon } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { authPageMessages } from './auth-page.messages';
import { useCameFrom } from './use-came-from';
import styles from './auth-card.module.css';

export type AuthCardProps = { title: string; children: ReactNode };

/**
 * The centred card the sign-in and sign-up pages share (the empty layout has no header): the brand leading home,
 * a close control back to where the player came from (DESIGN.md: no page is a dead end), the title and the form.
 */
export function AuthCard({ title, children }: AuthCardProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const cameFrom = useCameFrom();
  return (
    <section className={styles['card']} aria-labelledby="auth-card-title">
      <PageHead title={title} />
      <div className={styles['bar']}>
        <Link to={path('index')} className={styles['brand']} aria-label={intl.formatMessage(authPageMessages.home)}>
          <Icon name="star" size="lg" className={styles['brandMark']} />
          <span>Casino</span>
        </Link>
        <Link to={cameFrom} className={styles['close']} aria-label={intl.formatMessage(authPageMessages.close)}>
          <Icon name="close" />
        </Link>
      </div>
      <h1 id="auth-card-title" className={styles['title']}>
        {title}
      </h1>
      {children}
    </section>
  );
}
