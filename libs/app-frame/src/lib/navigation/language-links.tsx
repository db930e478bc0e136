import { LOCALE_INFOS, usePageLocale } from '@casino/i18n';
import { pathInLocale } from '@casino/routing';
import { useChangeLocale } from '@casino/session';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { languageLinksMessages } from './navigation.messages';
import styles from './language-links.module.css';

export type LanguageLinksProps = {
  /** Following a language also closes what holds the list (the mini-app's menu). */
  onFollow?: () => void;
};

/**
 * The six languages. Each is a real link to the same page in that language (crawlers and a new tab follow it);
 * following it is a locale change (SPEC.md 4): the cookie is saved and a signed-in player's account locale is
 * updated. The web footer and the mini-app's menu show this one list.
 */
export function LanguageLinks({ onFollow }: LanguageLinksProps) {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const pageLocale = usePageLocale();
  const changeLocale = useChangeLocale();
  const page = `${pathname}${search}${hash}`;
  return (
    <nav aria-label={intl.formatMessage(languageLinksMessages.languages)}>
      <ul className={styles['languages']}>
        {LOCALE_INFOS.map((locale) => (
          <li key={locale.code}>
            <Link
              to={pathInLocale(page, locale.code)}
              onClick={() => {
                changeLocale(locale.code, page);
                onFollow?.();
              }}
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
  );
}
