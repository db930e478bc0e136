import type { MessageDescriptor } from 'react-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { PROFILE_SECTIONS, type ProfileSection } from './profile-sections';
import { profileMessages as m } from './profile.messages';
import styles from './profile-frame.module.css';

const LABELS: Record<ProfileSection, MessageDescriptor> = {
  'profile.index': m.navOverview,
  'profile.settings': m.navSettings,
  'profile.security': m.navSecurity,
  'profile.verification': m.navVerification,
  'profile.bonuses': m.navBonuses,
  'profile.cashback': m.navCashback,
  'profile.loyalty': m.navLoyalty,
  'profile.bets': m.navBets,
  'profile.notification': m.navNotification,
  'profile.responsible-game': m.navResponsibleGame,
};

export type ProfileFrameProps = {
  title: MessageDescriptor;
  /** The title's placeholders (the overview greets the player by name). */
  titleValues?: Record<string, string>;
  /** One sentence under the title: what this section is for. */
  intro?: MessageDescriptor;
  children: ReactNode;
};

/**
 * The frame of every profile screen: the section links (a scrolling row on a phone, a side column from
 * laptop up), the page heading and the content.
 */
export function ProfileFrame({ title, titleValues, intro, children }: ProfileFrameProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const nav = useRef<HTMLElement>(null);
  // On a phone the links scroll sideways: bring the current section into view (horizontally only).
  useEffect(() => {
    const element = nav.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current || element.scrollWidth <= element.clientWidth) return;
    element.scrollLeft = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
  });
  return (
    <div className={styles.frame}>
      <nav ref={nav} aria-label={intl.formatMessage(m.navLabel)} className={styles.nav}>
        <ul className={styles.navList}>
          {PROFILE_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink
                to={path(section)}
                end={section !== 'profile.bets'}
                className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              >
                <FormattedMessage {...LABELS[section]} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.main}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <FormattedMessage {...title} values={titleValues} />
          </h1>
          {intro && (
            <p className={styles.intro}>
              <FormattedMessage {...intro} />
            </p>
          )}
        </header>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
