import { MONEY_TAGS, platformApi, useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated, isLocale, type FrameDestination, type Locale } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { openDialog, Skeleton, PageIntro } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { BettingBalances } from './betting-balances';
import { BettingBonusesPanel } from './betting-bonuses-panel';
import { bettingPageMessages as m } from './betting.messages';
import { SportsbookFrame } from './sportsbook-frame';
import { VisitorCard } from './visitor-card';
import styles from './betting-page.module.css';

/**
 * `/betting`: the operator's sportsbook in a frame, and beside it the player's balances and betting bonuses (a
 * visitor gets a sign-in card instead). When the frame says money moved, balances, history and bonuses refresh.
 */
export type BettingPageProps = {
  /** Where the sportsbook is served; stories point it at a stand-in. */
  sportsbookSrc?: string;
};

export function BettingPage({ sportsbookSrc }: BettingPageProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  const { data: account, isLoading } = useGetAccountInfoQuery();
  const player = account && isAuthenticated(account) ? account : undefined;
  const [attempt, setAttempt] = useState(0);
  const title = intl.formatMessage(m.title);

  const navigate = useNavigate();
  const path = useLocalizedPath();
  const handleBalanceChanged = () => dispatch(platformApi.util.invalidateTags([...MONEY_TAGS, 'BettingBonuses']));
  const handleNavigate = (to: FrameDestination) => {
    if (to === 'deposit') navigate(path('cashier.deposit.index'));
    else dispatch(openDialog({ id: 'auth', props: { mode: to === 'sign-up' ? 'register' : 'login' } }));
  };

  return (
    <div className={styles['page']}>
      <PageIntro title={title} lead={intl.formatMessage(m.lead)} />
      <div className={styles['layout']}>
        <div className={styles['book']}>
          {/* A new player (sign-in, sign-out) or a retry loads a fresh sportsbook session; not before the player is known. */}
          {isLoading ? (
            <Skeleton shape="rect" height={560} />
          ) : (
            <SportsbookFrame
              key={`${player?.uid ?? 0}:${attempt}`}
              locale={locale}
              src={sportsbookSrc}
              onBalanceChanged={handleBalanceChanged}
              onNavigate={handleNavigate}
              onRetry={() => setAttempt((value) => value + 1)}
            />
          )}
        </div>
        {player ? (
          <>
            <div className={styles['balances']}>
              <BettingBalances account={player} />
            </div>
            <div className={styles['bonuses']}>
              <BettingBonusesPanel locale={locale} />
            </div>
          </>
        ) : (
          account && (
            <div className={styles['balances']}>
              <VisitorCard />
            </div>
          )
        )}
      </div>
    </div>
  );
}
