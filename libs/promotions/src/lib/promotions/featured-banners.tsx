import { useGetCmsBannersQuery, type CmsBanner } from '@casino/cms-client';
import { isAbsoluteUrl } from '@casino/routing';
import { Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { localizeLink } from '../shared/localize-link';
import { OfferImage } from '../shared/offer-image';
import { promotionsMessages } from './promotions.messages';
import styles from './featured-banners.module.css';

const text = (banner: CmsBanner, key: string): string | undefined => {
  const value = banner[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * The CMS banners of the current locale as a row of featured promotions: sideways scrolling on mobile,
 * a grid from tablets up. The first image is the page's largest paint, so only it loads at once.
 */
export function FeaturedBanners() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data, isLoading, isError } = useGetCmsBannersQuery();
  const banners = data?.filter((banner) => text(banner, 'title') && text(banner, 'link'));

  // The banners are extra: without them (none, or the CMS failed) the promotions below still say it all.
  if (isError || (data && !banners?.length)) return null;
  return (
    <section aria-labelledby="promotions-featured" className={styles['section']}>
      <h2 id="promotions-featured" className={styles['heading']}>
        {intl.formatMessage(promotionsMessages.featured)}
      </h2>
      {isLoading || !banners ? (
        <div className={styles['row']} aria-busy="true">
          {/* A loaded banner's shape (bordered box, 3:1 image, title and subtitle lines), so nothing below moves. */}
          <div className={styles['banner']}>
            <Skeleton shape="rect" aspectRatio="3 / 1" width="100%" className={styles['skeletonImage']} />
            <span className={styles['caption']}>
              <span className={styles['title']}>
                <Skeleton width="60%" height="1lh" />
              </span>
              <span className={styles['subtitle']}>
                <Skeleton width="80%" />
              </span>
            </span>
          </div>
        </div>
      ) : (
        <ul className={styles['row']}>
          {banners.map((banner, index) => {
            const link = text(banner, 'link') ?? '/';
            const content = (
              <>
                <OfferImage src={text(banner, 'image')} width={1200} height={400} eager={index === 0} />
                <span className={styles['caption']}>
                  <span className={styles['title']}>{text(banner, 'title')}</span>
                  {text(banner, 'subtitle') && <span className={styles['subtitle']}>{text(banner, 'subtitle')}</span>}
                </span>
              </>
            );
            return (
              <li key={banner.documentId} className={styles['item']}>
                {isAbsoluteUrl(link) ? (
                  <a href={link} className={styles['banner']}>
                    {content}
                  </a>
                ) : (
                  <Link to={localizeLink(link, locale)} className={styles['banner']}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
