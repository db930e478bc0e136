import { keepAmountsWhole } from '@casino/i18n';
import { Link as UiLink } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BannerTarget } from './banner-link';
import styles from './home.module.css';

export type BannerCardProps = {
  title: string;
  subtitle?: string;
  /** 1200x400 from tablets up, 735x240 on phones. */
  imageDesktop?: string;
  imageMobile?: string;
  /** The call to action: a link, or a button such as "Sign up". */
  action?: ReactNode;
  target?: BannerTarget | null;
  actionLabel?: string;
  /** The first banner is on screen at once: its image is not lazy. */
  eager?: boolean;
};

/** A promotional banner: artwork in a reserved 3:1 box, title, subtitle and one action. */
export function BannerCard({ title, subtitle, imageDesktop, imageMobile, action, target, actionLabel, eager = false }: BannerCardProps) {
  const image = imageDesktop ?? imageMobile;
  return (
    <article className={styles['banner']}>
      {image && (
        <picture>
          {imageDesktop && imageMobile && <source media="(min-width: 768px)" srcSet={imageDesktop} />}
          <img className={styles['bannerImage']} src={imageMobile ?? image} alt="" width={1200} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />
        </picture>
      )}
      <div className={styles['bannerText']}>
        {/* An operator's text: its amounts are held together, never split over two lines. */}
        <h2 className={styles['bannerTitle']}>{keepAmountsWhole(title)}</h2>
        {subtitle && <p className={styles['bannerSubtitle']}>{keepAmountsWhole(subtitle)}</p>}
        {action}
        {!action && target && actionLabel && ('to' in target ? <Link to={target.to} className={styles['bannerAction']}>{actionLabel}</Link> : <UiLink href={target.href}>{actionLabel}</UiLink>)}
      </div>
    </article>
  );
}
