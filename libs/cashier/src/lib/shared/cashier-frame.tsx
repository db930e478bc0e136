import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHead, useLocalizedPath } from '@casino/routing';
import { SectionNav } from '@casino/ui-kit';
import { cashierNavMessages } from './cashier.messages';
import styles from './cashier-frame.module.css';

export type CashierFrameProps = {
  /** The screen's heading, and its document title. */
  title: string;
  /** Beside the title: the balance, a refresh button. */
  aside?: ReactNode;
  children: ReactNode;
};

const SECTIONS = [
  { route: 'cashier.index', label: cashierNavMessages.home, end: true },
  { route: 'cashier.deposit.index', label: cashierNavMessages.deposit, end: false },
  { route: 'cashier.withdraw', label: cashierNavMessages.withdraw, end: true },
  { route: 'cashier.wallet', label: cashierNavMessages.wallet, end: true },
  { route: 'cashier.history', label: cashierNavMessages.history, end: true },
] as const;

/** The frame of every cashier screen: its heading and the section links (wrapping on a phone), one column on a phone. */
export function CashierFrame({ title, aside, children }: CashierFrameProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  return (
    <div className={styles.frame}>
      <PageHead title={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {aside && <div className={styles.aside}>{aside}</div>}
      </header>
      <SectionNav
        label={intl.formatMessage(cashierNavMessages.label)}
        items={SECTIONS.map((section) => ({ to: path(section.route), end: section.end, label: <FormattedMessage {...section.label} /> }))}
      />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
