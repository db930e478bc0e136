import { LOCALES, stripLocalePrefix, withLocalePrefix } from '@casino/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { SeoText } from '@casino/app-frame';
import { FooterLinks } from './footer-links';
import { footerMessages } from './footer.messages';
import styles from './footer.module.css';

/** The footer: the CMS footer menu, then the six languages (each link opens the same page in that language). */
export function Footer() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const page = stripLocalePrefix(pathname);
  return (
    <footer className={styles['footer']}>
      <SeoText />
      <FooterLinks />
      <nav aria-label={intl.formatMessage(footerMessages.languages)}>
        <ul className={styles['languages']}>
          {LOCALES.map((locale) => (
            <li key={locale.code}>
              <Link
                to={`${withLocalePrefix(locale.code, page)}${search}${hash}`}
                hrefLang={locale.code}
                lang={locale.code}
                aria-current={locale.code === intl.locale ? 'true' : undefined}
                className={styles['language']}
              >
                {locale.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles['note']}>
        <FormattedMessage {...footerMessages.responsible} />
      </p>
    </footer>
  );
}
