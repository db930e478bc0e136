import { keepAmountsWhole } from '@casino/i18n';
import { Link as UiLink } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
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
  if (eager && image) preloadArtwork(imageDesktop, imageMobile ?? image);
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

/**
 * The first banner is the home page's largest paint: its artwork is asked for at high priority as soon as the browser
 * reads the server's HTML, in the size the screen will show (React writes no preload of its own for an image in a <picture>).
 */
function preloadArtwork(desktop: string | undefined, mobile: string) {
  if (desktop && desktop !== mobile) {
    preload(desktop, { as: 'image', fetchPriority: 'high', media: '(min-width: 768px)' });
    preload(mobile, { as: 'image', fetchPriority: 'high', media: '(max-width: 767.98px)' });
  } else preload(mobile, { as: 'image', fetchPriority: 'high' });
}
