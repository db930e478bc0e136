import { useId, useRef, type ChangeEvent } from 'react';
import { useChangedBeforeHydration } from './use-changed-before-hydration';

/**
 * The props of a checkbox input (a checkbox or a switch) whose `onChange` takes the new state; a tick given before
 * hydration reaches `onChange` too. The id is `id` when given, else a generated one. The input itself says
 * `type="checkbox"`, where linters and readers look for it.
 */
export function useCheckboxInput(id: string | undefined, checked: boolean, onChange: (checked: boolean) => void) {
  const generatedId = useId();
  const ref = useRef<HTMLInputElement>(null);
  useChangedBeforeHydration(() => ref.current?.checked, checked, onChange);
  return {
    id: id ?? generatedId,
    ref,
    checked,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
  };
}
