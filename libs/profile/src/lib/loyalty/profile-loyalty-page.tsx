import { useGetLoyaltyInfoQuery } from '@casino/api-client';
import { ButtonLink, Card, EmptyState, LoadFailed, ProgressBar, Skeleton } from '@casino/ui-kit';
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
  const info = loyalty.data;

  const content = () => {
    if (loyalty.isError) return <LoadFailed onRetry={() => void loyalty.refetch()} />;
    if (!info) return <Skeleton shape="rect" height={200} />;
    if (!info.is_active) {
      return (
        <EmptyState
          icon="crown"
          headingLevel={2}
          title={<FormattedMessage {...m.inactiveTitle} />}
          description={<FormattedMessage {...m.inactiveText} />}
          action={
            <ButtonLink to={path('loyalty.index')}>
              <FormattedMessage {...m.openProgramme} />
            </ButtonLink>
          }
        />
      );
    }
    const currentIndex = info.levels.findIndex((level) => level.is_current);
    const current = info.levels[currentIndex];
    const next = info.levels[currentIndex + 1];
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
        {next ? (
          <ProgressBar
            label={intl.formatMessage(m.nextLevel)}
            value={info.points - (current?.minValue ?? 0)}
            max={next.minValue - (current?.minValue ?? 0)}
            valueText={`${intl.formatNumber(info.points)} / ${intl.formatNumber(next.minValue)} · ${next.title}`}
          />
        ) : (
          <p className={styles.muted}>
            <FormattedMessage {...m.topLevel} />
          </p>
        )}
      </Card>
    );
  };

  return (
    <ProfileFrame title={<FormattedMessage {...m.title} />} intro={<FormattedMessage {...m.intro} />}>
      {content()}
    </ProfileFrame>
  );
}
