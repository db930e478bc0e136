import type { MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead, useLocalizedPath } from '@casino/routing';
import { SectionNav } from '@casino/ui-kit';
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
  /** The document's title when the heading is not one (a greeting): a tab or a bookmark names the page. */
  headTitle?: MessageDescriptor;
  /** One sentence under the title: what this section is for. */
  intro?: MessageDescriptor;
  children: ReactNode;
};

/**
 * The frame of every profile screen: the section links (a scrolling row on a phone, a side column from
 * laptop up), the page heading and the content.
 */
export function ProfileFrame({ title, titleValues, headTitle, intro, children }: ProfileFrameProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  return (
    <div className={styles.frame}>
      <PageHead title={intl.formatMessage(headTitle ?? title, titleValues)} />
      <SectionNav
        layout="rail"
        label={intl.formatMessage(m.navLabel)}
        items={PROFILE_SECTIONS.map((section) => ({ to: path(section), end: section !== 'profile.bets', label: <FormattedMessage {...LABELS[section]} /> }))}
      />
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
