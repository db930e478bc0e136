import { useGetAccountInfoQuery } from '@casino/api-client';
import { useGetCmsCommonQuery } from '@casino/cms-client';
import { usePageLocale } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { isAbsoluteUrl, pathInLocale } from '@casino/routing';
import { ButtonLink } from '@casino/ui-kit';
import { useId } from 'react';
import styles from './menu-banner.module.css';

export type MenuBannerProps = {
  /** Following the banner's button closes the menu. */
  onFollow: () => void;
};

/**
 * The CMS menu banner (`common.bannerMenu`, SPEC.md 3) at the top of the site menu: its signed-in variant for a
 * player, its public one for a visitor. Nothing when the CMS sends no title for the visitor's variant.
 */
export function MenuBanner({ onFollow }: MenuBannerProps) {
  const locale = usePageLocale();
  const titleId = useId();
  const { data: account } = useGetAccountInfoQuery();
  const banner = useGetCmsCommonQuery().data?.bannerMenu;
  if (!banner) return null;
  const player = isAuthenticated(account);
  const title = player ? banner.title : banner.publicTitle;
  if (!title) return null;
  const subtitle = player ? banner.subtitle : banner.publicSubtitle;
  const buttonTitle = player ? banner.buttonTitle : banner.publicButtonTitle;
  const slug = player ? banner.buttonSlug : banner.publicButtonSlug;
  const image = player ? banner.image : banner.publicImage;
  return (
    <section className={styles['banner']} aria-labelledby={titleId}>
      {image && <img className={styles['image']} src={image} alt="" loading="lazy" decoding="async" />}
      <div className={styles['body']}>
        <p id={titleId} className={styles['title']}>
          {title}
        </p>
        {subtitle && <p className={styles['subtitle']}>{subtitle}</p>}
        {buttonTitle &&
          slug &&
          (isAbsoluteUrl(slug) ? (
            <a className={styles['external']} href={slug} rel="noopener noreferrer">
              {buttonTitle}
            </a>
          ) : (
            <ButtonLink className={styles['action']} size="sm" to={pathInLocale(slug, locale)} onClick={onFollow}>
              {buttonTitle}
            </ButtonLink>
          ))}
      </div>
    </section>
  );
}
