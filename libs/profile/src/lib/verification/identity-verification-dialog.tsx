import { Button, ButtonLink, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { verificationMessages as m } from './verification.messages';
import styles from './verification.module.css';

export type IdentityVerificationDialogProps = DialogComponentProps;

/** The identity-verification popup (SPEC.md 2.7): why verification is needed and the way to it. */
export function IdentityVerificationDialog({ close }: IdentityVerificationDialogProps) {
  const path = useLocalizedPath();
  return (
    <Dialog
      title={<FormattedMessage {...m.dialogTitle} />}
      actions={
        <>
          <Button variant="ghost" onClick={() => close()}>
            <FormattedMessage {...m.dialogLater} />
          </Button>
          <ButtonLink to={path('profile.verification')} onClick={() => close(true)}>
            <FormattedMessage {...m.dialogGo} />
          </ButtonLink>
        </>
      }
    >
      <p className={styles.text}>
        <FormattedMessage {...m.dialogText} />
      </p>
    </Dialog>
  );
}
