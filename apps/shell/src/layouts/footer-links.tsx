import { useGetCmsCommonQuery } from '@casino/cms-client';
import { usePageLocale } from '@casino/i18n';
import { isAbsoluteUrl, pathInLocale } from '@casino/routing';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { footerMessages } from './footer.messages';
import styles from './footer.module.css';

/**
 * The footer menu of the CMS (`common.menus.footer`): content pages, terms, support. A site path opens in the
 * page's language; an absolute URL is another site and opens as a plain link.
 */
export function FooterLinks() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data: common } = useGetCmsCommonQuery();
  const items = common?.menus?.['footer'] ?? [];
  if (items.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(footerMessages.links)}>
      <ul className={styles['links']}>
        {items.map(({ title, url }) => (
          <li key={url}>
            {isAbsoluteUrl(url) ? (
              <a href={url} className={styles['link']} rel="noopener noreferrer">
                {title}
              </a>
            ) : (
              <Link to={pathInLocale(url, locale)} className={styles['link']}>
                {title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
