import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import styles from './default-layout.module.css';

/** The frame of every ordinary page: header with navigation and balance, the page, the footer. */
export function DefaultLayout() {
  return (
    <div className={styles['frame']}>
      <Header />
      <main id="main" className={styles['main']} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
