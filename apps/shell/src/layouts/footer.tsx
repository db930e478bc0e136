import { FormattedMessage } from 'react-intl';
import { LanguageLinks, SeoText } from '@casino/app-frame';
import { FooterLinks } from './footer-links';
import { footerMessages } from './footer.messages';
import styles from './footer.module.css';

/** The footer: the SEO text, the CMS footer menu, then the six languages (app-frame's `LanguageLinks`). */
export function Footer() {
  return (
    <footer className={styles['footer']}>
      <SeoText />
      <FooterLinks />
      <LanguageLinks />
      <p className={styles['note']}>
        <FormattedMessage {...footerMessages.responsible} />
      </p>
    </footer>
  );
}
