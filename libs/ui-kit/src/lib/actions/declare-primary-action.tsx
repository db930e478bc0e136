import type { ReactNode } from 'react';
import { usePrimaryAction, type PrimaryAction } from './primary-action';

export type DeclarePrimaryActionProps = PrimaryAction & {
  /** The page's own button for the action, hidden while a shell offers the action in its place (Telegram's Main Button). */
  children?: ReactNode;
};

/** `usePrimaryAction` as an element, for where hooks cannot go (a form's render function). Renders the page's own button unless a shell offers the action. */
export function DeclarePrimaryAction({ children = null, ...action }: DeclarePrimaryActionProps) {
  return usePrimaryAction(action) ? null : children;
}
