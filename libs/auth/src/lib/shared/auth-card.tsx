import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

export type AuthCardProps = { title: string; children: ReactNode };

/** The centred card the sign-in and sign-up pages share. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <section className={styles['card']} aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className={styles['title']}>
        {title}
      </h1>
      {children}
    </section>
  );
}
