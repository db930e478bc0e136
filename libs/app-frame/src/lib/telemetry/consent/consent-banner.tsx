import { Button } from '@casino/ui-kit';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveAnalyticsConsent } from './analytics-consent';
import { consentMessages as m } from './consent.messages';
import styles from './consent-banner.module.css';

/**
 * Asks once whether analytics may run (shown only when the operator has a tag manager container). A region, not a
 * modal: the site stays usable while it waits, and nothing analytical loads until "Accept". The answer is remembered.
 */
export function ConsentBanner() {
  const intl = useIntl();
  const textId = useId();
  return (
    <section className={styles.banner} aria-label={intl.formatMessage(m.label)} aria-describedby={textId}>
      <p id={textId} className={styles.text}>
        <FormattedMessage {...m.text} />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => saveAnalyticsConsent('denied')}>
          <FormattedMessage {...m.decline} />
        </Button>
        <Button variant="primary" size="sm" onClick={() => saveAnalyticsConsent('granted')}>
          <FormattedMessage {...m.accept} />
        </Button>
      </div>
    </section>
  );
}
