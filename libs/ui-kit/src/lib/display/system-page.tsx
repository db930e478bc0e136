import { isValidElement, type ReactNode } from 'react';
import { PageHead } from '@casino/routing';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { Loader } from '../feedback/loader';
import { ButtonLink } from '../actions/button-link';
import { cx } from '../utils/cx';
import styles from './system-page.module.css';

/** A text as the catalogue's descriptor (the page formats it) or as what to render. */
export type SystemPageText = ReactNode | MessageDescriptor;

export type SystemPageProps = {
  icon: IconName;
  tone?: 'accent' | 'success' | 'danger' | 'info';
  title: SystemPageText;
  description: SystemPageText;
  /** The one button (SPEC.md 2.6) when it is not a way somewhere, e.g. a `Button` that reloads. */
  action?: ReactNode;
  /**
   * The one button as a link that looks like a button: it works on the server-rendered page before the scripts have
   * run (a blocked player's "Contact support" tapped early did nothing as a button) and opens in a new tab like any
   * other way somewhere. `reload`: a full page load, after a fatal error the app must start afresh.
   */
  link?: { to: string; label: SystemPageText; reload?: boolean };
  /** Shows a loader (cashier pay pending; above the button when there is one). */
  loading?: boolean;
  /** For the empty layout (maintenance, forbidden), which has no header above the page. */
  fullHeight?: boolean;
};

const isDescriptor = (text: SystemPageText): text is MessageDescriptor =>
  typeof text === 'object' && text !== null && !isValidElement(text) && 'id' in text;

const shown = (text: SystemPageText): ReactNode => (isDescriptor(text) ? <FormattedMessage {...text} /> : text);

/**
 * The one centred layout of all system pages (SPEC.md 2.6): maintenance, 404/403, user blocked, slot
 * errors and the cashier payment results. Icon, header, one sentence, one button or a loader.
 */
export function SystemPage({ icon, tone = 'accent', title, description, action, link, loading = false, fullHeight = false }: SystemPageProps) {
  const intl = useIntl();
  const titleText = isDescriptor(title) ? intl.formatMessage(title) : typeof title === 'string' ? title : undefined;
  return (
    <section className={cx(styles.page, fullHeight && styles.fullHeight)}>
      {titleText && <PageHead title={titleText} />}
      <div className={styles.content}>
        <span className={cx(styles.icon, styles[tone])}>
          <Icon name={icon} size="xl" />
        </span>
        <h1 className={styles.title}>{shown(title)}</h1>
        <p className={styles.description}>{shown(description)}</p>
        {loading && <Loader size="md" />}
        {(action || link) && (
          <div className={styles.action}>
            {action}
            {link && (
              <ButtonLink to={link.to} reloadDocument={link.reload}>
                {shown(link.label)}
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
