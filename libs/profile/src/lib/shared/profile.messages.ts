import { defineMessages } from 'react-intl';

/** Texts every profile screen shares: the section navigation, loading failures, saving. */
export const profileMessages = defineMessages({
  navLabel: { id: 'profile.nav.label', defaultMessage: 'Profile sections' },
  navOverview: { id: 'profile.nav.overview', defaultMessage: 'Overview' },
  navSettings: { id: 'profile.nav.settings', defaultMessage: 'Personal data' },
  navSecurity: { id: 'profile.nav.security', defaultMessage: 'Security' },
  navVerification: { id: 'profile.nav.verification', defaultMessage: 'Verification' },
  navBonuses: { id: 'profile.nav.bonuses', defaultMessage: 'Bonuses' },
  navCashback: { id: 'profile.nav.cashback', defaultMessage: 'Cashback' },
  navLoyalty: { id: 'profile.nav.loyalty', defaultMessage: 'Loyalty' },
  navBets: { id: 'profile.nav.bets', defaultMessage: 'Bets history' },
  navNotification: { id: 'profile.nav.notification', defaultMessage: 'Notifications' },
  navResponsibleGame: { id: 'profile.nav.responsibleGame', defaultMessage: 'Responsible gaming' },
  actionFailed: { id: 'profile.common.actionFailed', defaultMessage: 'Something went wrong. Please try again in a moment.' },
  tooManyRequests: { id: 'profile.common.tooManyRequests', defaultMessage: 'Too many attempts. Wait a minute and try again.' },
});
