import type { IconName } from '@casino/ui-kit';
import { Icon } from '@casino/ui-kit';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { profileMessages } from '../shared/profile.messages';
import type { ProfileSection } from '../shared/profile-sections';
import { overviewMessages as m } from './overview.messages';
import styles from './overview.module.css';
import { TitledSection } from '../shared/titled-section';

const LINKS: ReadonlyArray<{ route: Exclude<ProfileSection, 'profile.index'>; icon: IconName; label: MessageDescriptor; text: MessageDescriptor }> = [
  { route: 'profile.settings', icon: 'user', label: profileMessages.navSettings, text: m.settingsText },
  { route: 'profile.security', icon: 'lock', label: profileMessages.navSecurity, text: m.securityText },
  { route: 'profile.verification', icon: 'shield', label: profileMessages.navVerification, text: m.verificationText },
  { route: 'profile.bonuses', icon: 'gift', label: profileMessages.navBonuses, text: m.bonusesText },
  { route: 'profile.cashback', icon: 'coins', label: profileMessages.navCashback, text: m.cashbackText },
  { route: 'profile.loyalty', icon: 'crown', label: profileMessages.navLoyalty, text: m.loyaltyText },
  { route: 'profile.bets', icon: 'clock', label: profileMessages.navBets, text: m.betsText },
  { route: 'profile.notification', icon: 'bell', label: profileMessages.navNotification, text: m.notificationText },
  { route: 'profile.responsible-game', icon: 'hourglass', label: profileMessages.navResponsibleGame, text: m.responsibleGameText },
];

/** Tiles to every profile section, with one line on what each holds. */
export function SectionLinks() {
  const path = useLocalizedPath();
  return (
    <TitledSection title={<FormattedMessage {...m.sectionsTitle} />}>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.route}>
            <Link to={path(link.route)} className={styles.link}>
              <span className={styles.linkIcon}>
                <Icon name={link.icon} />
              </span>
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>
                  <FormattedMessage {...link.label} />
                </span>
                <span className={styles.linkHint}>
                  <FormattedMessage {...link.text} />
                </span>
              </span>
              <Icon name="chevron-right" size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
