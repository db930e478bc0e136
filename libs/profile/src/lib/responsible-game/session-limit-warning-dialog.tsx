import { Button, Countdown, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { responsibleGameMessages as m } from './responsible-game.messages';
import styles from './responsible-game.module.css';

export type SessionLimitWarningProps = {
  /** When the session ends, on the device's clock (the effect converts the platform's time). */
  endsAt: number;
};

/** 'session-limit-warning' (popup): the session-time limit ends this session soon; the time left counts down. */
export function SessionLimitWarningDialog({ close, endsAt }: DialogComponentProps<SessionLimitWarningProps>) {
  return (
    <Dialog
      title={<FormattedMessage {...m.sessionEndingTitle} />}
      actions={
        <Button onClick={() => close(true)}>
          <FormattedMessage {...m.sessionEndingOk} />
        </Button>
      }
    >
      <p className={styles.sessionEnding}>
        <FormattedMessage {...m.sessionEndingText} /> <Countdown to={endsAt} size="lg" />
      </p>
    </Dialog>
  );
}
