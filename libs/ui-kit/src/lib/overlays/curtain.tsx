import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../actions/icon-button';
import { useDialogContext } from './dialog-context';
import { overlayMessages } from './overlays.messages';
import styles from './curtain.module.css';

export type CurtainProps = {
  title: ReactNode;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (e.g. the main action). */
  footer?: ReactNode;
};

/** The inside of a curtain: a sheet from the bottom on phones and from the side on larger screens. */
export function Curtain({ title, children, footer }: CurtainProps) {
  const intl = useIntl();
  const dialog = useDialogContext();
  const fallbackId = useId();
  return (
    <div className={styles.curtain}>
      <span className={styles.handle} aria-hidden="true" />
      <div className={styles.header}>
        <h2 id={dialog?.titleId ?? fallbackId} className={styles.title}>
          {title}
        </h2>
        {dialog && !dialog.preventClose && (
          <IconButton icon="close" label={intl.formatMessage(overlayMessages.close)} onClick={() => dialog.close()} />
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
