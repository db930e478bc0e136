import { BottomBar, HydratedApart } from '@casino/app-frame';
import { SessionHints } from '@casino/session';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import styles from './default-layout.module.css';

// Below the fold and after the page: its code (CMS menu, SEO text, languages) loads after the first paint. Its
// space is held meanwhile, so a hash target near the page's end can already be scrolled below the header.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** The frame of every ordinary page (SPEC.md 2.5 default): header, the page, the footer, the mobile bottom bar. */
export function DefaultLayout() {
  return (
    <div className={styles['frame']}>
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main id="main" className={styles['main']} tabIndex={-1}>
        <HydratedApart>
          <SessionHints />
          <Outlet />
        </HydratedApart>
      </main>
      <Suspense fallback={<div className={styles['footerSpace']} />}>
        <Footer />
      </Suspense>
      <HydratedApart>
        <BottomBar />
      </HydratedApart>
    </div>
  );
}
