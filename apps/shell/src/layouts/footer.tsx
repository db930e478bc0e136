import { LOCALE_INFOS, usePageLocale } from '@casino/i18n';
import { pathInLocale } from '@casino/routing';
import { useChangeLocale } from '@casino/session';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { SeoText } from '@casino/app-frame';
import { FooterLinks } from './footer-links';
import { footerMessages } from './footer.messages';
import styles from './footer.module.css';

/**
 * The footer: the CMS footer menu, then the six languages. Each is a real link to the same page in that
 * language (crawlers and a new tab follow it); following it is a locale change (SPEC.md 4): the cookie is
 * saved and a signed-in player's account locale is updated.
 */
export function Footer() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const pageLocale = usePageLocale();
  const changeLocale = useChangeLocale();
  const page = `${pathname}${search}${hash}`;
  return (
    <footer className={styles['footer']}>
      <SeoText />
      <FooterLinks />
      <nav aria-label={intl.formatMessage(footerMessages.languages)}>
        <ul className={styles['languages']}>
          {LOCALE_INFOS.map((locale) => (
            <li key={locale.code}>
              <Link
                to={pathInLocale(page, locale.code)}
                onClick={() => changeLocale(locale.code, page)}
                hrefLang={locale.code}
                lang={locale.code}
                aria-current={locale.code === pageLocale ? 'true' : undefined}
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
