import { usePrimaryAction, type PrimaryAction } from './primary-action';

/** `usePrimaryAction` as an element, for where hooks cannot go (a form's render function). Renders nothing. */
export function DeclarePrimaryAction(action: PrimaryAction) {
  usePrimaryAction(action);
  return null;
}
