import { Outlet } from 'react-router-dom';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import styles from './default-layout.module.css';

/** The frame of every ordinary page (SPEC.md 2.5 default): header, the page, the footer, the mobile bottom bar. */
export function DefaultLayout() {
  return (
    <div className={styles['frame']}>
      <Header />
      <main id="main" className={styles['main']} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}
