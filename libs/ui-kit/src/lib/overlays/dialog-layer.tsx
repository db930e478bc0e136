import { useId, useMemo, type ReactNode } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { cx } from '../utils/cx';
import { DialogContext } from './dialog-context';
import type { DialogType } from './dialog-types';
import styles from './dialog-layer.module.css';

export type DialogLayerProps = {
  type: DialogType;
  /** Only the top dialog of the stack listens to Escape and backdrop clicks and holds the focus trap. */
  isTop: boolean;
  preventClose: boolean;
  /** Stacking order: each layer above the one before. */
  depth: number;
  close: (force?: boolean) => void;
  children: ReactNode;
};

/**
 * One dialog of the stack: a modal layer with a backdrop that locks page scroll, traps focus and
 * restores it on close, and closes on Escape or a backdrop click unless preventClose is set.
 */
export function DialogLayer({ type, isTop, preventClose, depth, close, children }: DialogLayerProps) {
  const titleId = useId();
  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) close();
    },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { enabled: isTop && !preventClose, outsidePressEvent: 'mousedown' }),
    useRole(context, { role: type === 'confirm' ? 'alertdialog' : 'dialog' }),
  ]);
  const contextValue = useMemo(() => ({ titleId, close, preventClose }), [titleId, close, preventClose]);

  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={cx(styles.overlay, styles[type])} style={{ zIndex: `calc(var(--z-dialog) + ${depth})` }}>
        <FloatingFocusManager context={context} disabled={!isTop} returnFocus>
          <div ref={setFloating} aria-labelledby={titleId} aria-modal="true" className={styles.panel} {...getFloatingProps()}>
            <DialogContext.Provider value={contextValue}>{children}</DialogContext.Provider>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
