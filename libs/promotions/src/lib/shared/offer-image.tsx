import { Icon } from '@casino/ui-kit';
import { useState } from 'react';
import styles from './offer-image.module.css';

export type OfferImageProps = {
  src: string | undefined;
  width: number;
  height: number;
  /** Loads at once with high priority: only for the one image that is the page's largest paint. */
  eager?: boolean;
  className?: string;
};

/**
 * A decorative offer image in a box of fixed aspect ratio, so nothing moves while it loads (no layout
 * shift); lazy by default, with a gift icon when there is no image or it fails.
 */
export function OfferImage({ src, width, height, eager = false, className }: OfferImageProps) {
  const [broken, setBroken] = useState(false);
  const box = [styles['box'], className].filter(Boolean).join(' ');
  return (
    <div className={box} style={{ aspectRatio: `${width} / ${height}` }}>
      {src && !broken ? (
        <img
          className={styles['image']}
          src={src}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={styles['fallback']}>
          <Icon name="gift" size="xl" />
        </span>
      )}
    </div>
  );
}
