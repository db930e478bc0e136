import { useGetLoyaltyInfoQuery } from '@casino/api-client';
import { levelProgressOf } from '@casino/platform-contract';
import { ButtonLink, Card, EmptyState, LoadedSection, ProgressBar, Skeleton } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { loyaltyMessages as m } from './loyalty.messages';
import styles from './loyalty.module.css';

/** /profile/loyalty: the player's points, level and character, and the way to the loyalty area. */
export function ProfileLoyaltyPage() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const loyalty = useGetLoyaltyInfoQuery();

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <LoadedSection queries={[loyalty]} placeholder={<Skeleton shape="rect" height={200} />}>
        {(info) => {
          if (!info.is_active) {
            return (
              <EmptyState icon="crown" headingLevel={2} title={<FormattedMessage {...m.inactiveTitle} />} description={<FormattedMessage {...m.inactiveText} />} link={{ to: path('loyalty.index'), label: <FormattedMessage {...m.openProgramme} /> }} />
            );
          }
          // The same figures as the loyalty page's (levelProgressOf): experience within the level, not spendable points.
          const progress = levelProgressOf(info);
          const current = progress?.current;
          const next = progress?.next;
          return (
            <Card
              title={current?.title}
              subtitle={<FormattedMessage {...m.level} />}
              headingLevel={2}
              variant="highlight"
              footer={
                <div className={styles.actions}>
                  <ButtonLink to={path('loyalty.index')} variant="secondary">
                    <FormattedMessage {...m.openProgramme} />
                  </ButtonLink>
                  <ButtonLink to={path('loyalty.shop')}>
                    <FormattedMessage {...m.openShop} />
                  </ButtonLink>
                </div>
              }
            >
              <dl className={styles.facts}>
                <div>
                  <dt>
                    <FormattedMessage {...m.points} />
                  </dt>
                  <dd data-testid="loyalty-points">
                    {intl.formatNumber(info.points)} {info.pointsAlias}
                  </dd>
                </div>
                {info.character && (
                  <div>
                    <dt>
                      <FormattedMessage {...m.character} />
                    </dt>
                    <dd className={styles.character}>
                      {info.character.image && <img src={info.character.image} alt="" width={32} height={32} className={styles.avatar} />}
                      {info.character.name}
                    </dd>
                  </div>
                )}
              </dl>
              {progress && next ? (
                <ProgressBar
                  label={intl.formatMessage(m.nextLevel)}
                  value={progress.value}
                  max={progress.max}
                  valueText={`${intl.formatNumber(progress.value)} / ${intl.formatNumber(progress.max)} · ${next.title}`}
                />
              ) : (
                <p className={styles.muted}>
                  <FormattedMessage {...m.topLevel} />
                </p>
              )}
            </Card>
          );
        }}
      </LoadedSection>
    </ProfileFrame>
  );
}
