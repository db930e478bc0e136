import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { IconButton } from '../actions/icon-button';
import { cx } from '../utils/cx';
import { navigationMessages } from '../navigation/navigation.messages';
import styles from './drawer.module.css';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  side?: 'left' | 'right';
};

/** The side panel (mobile menu, sidebar): modal, scroll-locked, closes on Escape, backdrop or its button. */
export function Drawer({ open, onClose, title, children, side = 'left' }: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' }), useRole(context)]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={cx(styles.overlay, side === 'right' && styles.right)}>
        <FloatingFocusManager context={context}>
          <div ref={setFloating} aria-labelledby={titleId} aria-modal="true" className={styles.panel} {...getFloatingProps()}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <IconButton icon="close" label={intl.formatMessage(navigationMessages.closeMenu)} onClick={onClose} />
            </div>
            <div className={styles.body}>{children}</div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
