import { useGetJackpotWinnersQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { SectionHeading } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import shared from '../shared/shared.module.css';
import { WinnersList } from '../winners/winners-list';
import { winnersMessages } from '../winners/winners.messages';
import { homeMessages } from './home.messages';
import styles from './home.module.css';

export type HomeWinnersProps = {
  /** false: only the list's skeleton, nothing fetched yet (the list is still far below the screen). */
  load?: boolean;
};

/** The latest jackpot wins, with a link to all of them. */
export function HomeWinners({ load = true }: HomeWinnersProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data: winners } = useGetJackpotWinnersQuery({ count: 6 }, { skip: !load });
  return (
    <section aria-labelledby="home-winners" className={styles['winners']}>
      <SectionHeading
        id="home-winners"
        title={intl.formatMessage(homeMessages.winners)}
        link={{ to: buildPath('winners.index', { locale }), label: intl.formatMessage(winnersMessages.seeAll) }}
        className={shared['pageHeader']}
        titleClassName={shared['subtitle']}
      />
      <WinnersList winners={winners} />
    </section>
  );
}
