import { useGetBannersQuery } from '@casino/api-client';
import { useGetCmsCommonQuery } from '@casino/cms-client';
import { Button, openDialog, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { usePageLocale } from '@casino/i18n';
import { descriptionImage, descriptionText, useRemapped } from '../shared/description';
import type { PlayerState } from '../shared/use-player-state';
import { bannerTarget } from './banner-link';
import { BannerCard } from './banner-card';
import { homeMessages } from './home.messages';
import styles from './home.module.css';

const position = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? Number.MAX_SAFE_INTEGER) || Number.MAX_SAFE_INTEGER);

/**
 * The home's banner strip: the platform's banners (banners.get, by position) and, for visitors, the
 * CMS sign-up banner slot (bannerAuth). The strip keeps its height while loading, so nothing below jumps.
 */
export function HomeBanners({ player }: { player: PlayerState }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const dispatch = useDispatch();
  const { data, isLoading } = useGetBannersQuery();
  const { data: common } = useGetCmsCommonQuery();
  const banners = useRemapped(data?.items)?.sort((a, b) => position(a.description.position) - position(b.description.position));
  const auth = player === 'visitor' && common?.bannerAuth?.isExist ? common.bannerAuth : null;

  return (
    <section aria-label={intl.formatMessage(homeMessages.banners)} className={styles['banners']}>
      <ul className={styles['bannerTrack']}>
        {auth && (
          <li>
            <BannerCard
              title={[auth.label, auth.value].filter(Boolean).join(': ')}
              subtitle={auth.addition ?? undefined}
              imageDesktop={auth.image_735_240 ?? undefined}
              eager
              action={
                <Button variant="primary" onClick={() => dispatch(openDialog({ id: 'auth', props: { mode: 'register' } }))}>
                  {intl.formatMessage(homeMessages.signUp)}
                </Button>
              }
            />
          </li>
        )}
        {banners?.map((banner, index) => (
          <li key={banner.id}>
            <BannerCard
              title={descriptionText(banner.description, 'title') ?? ''}
              subtitle={descriptionText(banner.description, 'subtitle')}
              imageDesktop={descriptionImage(banner.description, 'desktop')}
              imageMobile={descriptionImage(banner.description, 'tablet')}
              target={bannerTarget(descriptionText(banner.description, 'link'), locale)}
              actionLabel={descriptionText(banner.description, 'button_title') ?? intl.formatMessage(homeMessages.more)}
              eager={index === 0 && !auth}
            />
          </li>
        ))}
        {isLoading && !auth && (
          <li aria-hidden="true">
            <Skeleton shape="rect" aspectRatio="2 / 1" width="100%" />
          </li>
        )}
      </ul>
    </section>
  );
}
