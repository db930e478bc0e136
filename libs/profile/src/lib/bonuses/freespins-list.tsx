import { useFormatters } from '@casino/i18n';
import type { FreespinPack } from '@casino/platform-contract';
import { ButtonLink, Card, ProgressBar } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale } from '@casino/platform-contract';
import { bonusesMessages as m } from './bonuses.messages';
import { buildPath } from '@casino/routing';
import styles from './bonuses.module.css';
import { TitledSection } from '../shared/titled-section';

export type FreespinsListProps = { title: ReactNode; packs: FreespinPack[] };

/** The active free-spin packs: the game, spins left, expiry and a way to play them. */
export function FreespinsList({ title, packs }: FreespinsListProps) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  const locale = isLocale(intl.locale) ? intl.locale : undefined;
  return (
    <TitledSection id="freespins" title={title}>
      <ul className={styles.grid}>
        {packs.map((pack) => (
          <li key={pack.id}>
            <Card
              title={pack.game.name ?? pack.game.sysname}
              headingLevel={3}
              footer={
                <div className={styles.actions}>
                  <ButtonLink to={buildPath('game-sysname', { locale, params: { sysname: pack.game.sysname } })}>
                    <FormattedMessage {...m.play} />
                  </ButtonLink>
                </div>
              }
            >
              <ProgressBar
                label={intl.formatMessage(m.spinsLeft)}
                value={pack.remaining_count}
                max={pack.total_count ?? pack.remaining_count}
                tone="success"
              />
              {pack.expired_at && (
                <p className={styles.muted}>
                  <FormattedMessage {...m.expires} />: {formatDate(pack.expired_at)}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
