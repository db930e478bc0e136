import { selectIdleWarning } from '@casino/session';
import { Button, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSignOut } from '../sign-out/use-sign-out';
import { interactivityWarningMessages, signOutInMessage } from './interactivity-warning.messages';

export type InteractivityWarningDialogProps = DialogComponentProps<{ secondsLeft?: number }>;

/**
 * The idle-logout warning (dialog id 'interactivity-warning', SPEC.md 4), opened by the session lib at
 * 80% of time_to_force_logout. Any key press, click or scroll is activity and closes it; the buttons
 * say so explicitly or sign out at once.
 */
export function InteractivityWarningDialog({ secondsLeft = 0, close }: InteractivityWarningDialogProps) {
  const intl = useIntl();
  // The live countdown of the idle timer; the dialog's props until it ticks.
  const live = useSelector(selectIdleWarning)?.secondsLeft;
  const { signOut, isLoading } = useSignOut();
  const seconds = live ?? secondsLeft;
  return (
    <Dialog
      title={intl.formatMessage(interactivityWarningMessages.title)}
      actions={
        <>
          <Button variant="ghost" loading={isLoading} onClick={() => void signOut().then((ok) => ok && close(true))}>
            {intl.formatMessage(interactivityWarningMessages.signOut)}
          </Button>
          <Button onClick={() => close(true)}>{intl.formatMessage(interactivityWarningMessages.stay)}</Button>
        </>
      }
    >
      <p role="timer" aria-live="off">
        {intl.formatMessage(signOutInMessage, { seconds })}
      </p>
    </Dialog>
  );
}
