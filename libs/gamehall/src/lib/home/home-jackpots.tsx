import { useGetJackpotsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Carousel, Skeleton } from '@casino/ui-kit';
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { JackpotCard } from '../jackpots/jackpot-card';
import { useRemapped } from '../shared/description';
import { homeMessages } from './home.messages';

export type HomeJackpotsProps = {
  /** false: only the row's skeleton, nothing fetched yet (the row is still far below the screen). */
  load?: boolean;
};

/** The live jackpots as a row, hidden when there are none. */
export function HomeJackpots({ load = true }: HomeJackpotsProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  // Rendered in a transition once they arrive, as a category row's games (CategoryRow).
  const jackpots = useDeferredValue(useRemapped(useGetJackpotsQuery(undefined, { skip: !load }).data));
  if (jackpots?.length === 0) return null;
  return (
    <Carousel title={intl.formatMessage(homeMessages.jackpots)} icon="coins" seeAllTo={buildPath('jackpots.index', { locale })}>
      {jackpots
        ? jackpots.map((jackpot) => <JackpotCard key={jackpot.id} jackpot={jackpot} />)
        : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} shape="rect" aspectRatio="3 / 2.6" width="100%" />)}
    </Carousel>
  );
}
