import { Button, Dialog, type DialogComponentProps, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { gameModePath } from './game-links';
import { demoMessages, gameMessages } from './game.messages';

export type DemoModeDialogProps = DialogComponentProps<{ sysname: string }>;

/** The demo-mode popup (SPEC.md 2.7): a visitor plays with fun money, or signs up to play for real. */
export function DemoModeDialog({ close, sysname }: DemoModeDialogProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const dispatch = useDispatch();

  const handleDemo = () => {
    close();
    navigate(gameModePath(locale, sysname, 'demo'), { replace: true });
  };
  const handleSignUp = () => {
    close();
    dispatch(openDialog({ id: 'auth', props: { mode: 'register' } }));
  };

  return (
    <Dialog
      title={intl.formatMessage(demoMessages.title)}
      actions={
        <>
          <Button variant="secondary" onClick={handleSignUp}>
            {intl.formatMessage(gameMessages.signUpToPlay)}
          </Button>
          <Button variant="primary" onClick={handleDemo}>
            {intl.formatMessage(gameMessages.playDemo)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(demoMessages.text)}</p>
    </Dialog>
  );
}
