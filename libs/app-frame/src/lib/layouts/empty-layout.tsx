import { Outlet } from 'react-router-dom';
import styles from './empty-layout.module.css';

/** No header or footer: sign-in and sign-up pages, maintenance and forbidden errors (SPEC.md 2.5). */
export function EmptyLayout() {
  return (
    <main id="main" className={styles['main']}>
      <Outlet />
    </main>
  );
}
