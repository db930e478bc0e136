import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styles from './tooltip.module.css';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, an icon button) that the tooltip describes. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  placement?: Placement;
};

/** A short hint shown on hover and keyboard focus, hidden with Escape; the trigger is described by it. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: 150, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(children, { ref: setReference, ...getReferenceProps(children.props) })}
      {open && (
        <FloatingPortal>
          <div ref={setFloating} style={floatingStyles} className={styles.tooltip} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
