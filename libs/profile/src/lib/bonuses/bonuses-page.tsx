import { useGetBettingBonusesQuery, useGetBonusesQuery, useGetFreespinsQuery } from '@casino/api-client';
import { EmptyState, LoadedSection, Skeleton } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { BonusCard } from './bonus-card';
import { BonusList } from './bonus-list';
import { bonusesMessages as m } from './bonuses.messages';
import { FreespinsList } from './freespins-list';
import styles from './bonuses.module.css';
import { TitledSection } from '../shared/titled-section';

/** How many bonuses of a kind the page lists. */
const BONUSES_COUNT = 50;

const isOpen = (status: string) => status === 'active' || status === 'available';

/** /profile/bonuses: casino and betting bonuses to activate or remove, free spins and finished bonuses. */
export function BonusesPage() {
  const path = useLocalizedPath();
  const casino = useGetBonusesQuery({ count: BONUSES_COUNT });
  const betting = useGetBettingBonusesQuery({ count: BONUSES_COUNT });
  const freespins = useGetFreespinsQuery();
  const packs = freespins.data ?? [];

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <LoadedSection queries={[casino, betting]} placeholder={<Skeleton shape="rect" height={240} />}>
        {(casinoBonuses, bettingBonuses) => {
          const openCasino = casinoBonuses.items.filter((bonus) => isOpen(bonus.status));
          const openBetting = bettingBonuses.items.filter((bonus) => isOpen(bonus.status));
          const finished = [...casinoBonuses.items, ...bettingBonuses.items].filter((bonus) => !isOpen(bonus.status));
          if (!openCasino.length && !openBetting.length && !finished.length && !packs.length) {
            return (
              <EmptyState icon="gift" headingLevel={2} title={<FormattedMessage {...m.emptyTitle} />} description={<FormattedMessage {...m.emptyText} />} link={{ to: path('promotions.index'), label: <FormattedMessage {...m.emptyAction} /> }} />
            );
          }
          return (
            <>
              {openCasino.length > 0 && <BonusList title={<FormattedMessage {...m.casinoTitle} />} bonuses={openCasino} betting={false} />}
              {openBetting.length > 0 && <BonusList title={<FormattedMessage {...m.bettingTitle} />} bonuses={openBetting} betting />}
              {packs.length > 0 && <FreespinsList title={<FormattedMessage {...m.freespinsTitle} />} packs={packs} />}
              {finished.length > 0 && (
                <TitledSection title={<FormattedMessage {...m.finishedTitle} />}>
                  <ul className={styles.grid}>
                    {finished.map((bonus) => (
                      <li key={`${bonus.type}-${bonus.id}`}>
                        <BonusCard bonus={bonus} />
                      </li>
                    ))}
                  </ul>
                </TitledSection>
              )}
            </>
          );
        }}
      </LoadedSection>
    </ProfileFrame>
  );
}
