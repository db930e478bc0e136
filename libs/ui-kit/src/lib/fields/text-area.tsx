import { useRef, type TextareaHTMLAttributes } from 'react';
import { FieldShell, type TextValueProps } from './field-shell';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
import styles from './field.module.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children'> & TextValueProps;

/** A labelled multi-line text field, with its error or hint under it; the player may make it taller. */
export function TextArea({ label, value, onChange, hint, error, optional, id, disabled, className, rows = 6, ...areaProps }: TextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useChangedBeforeHydration(() => area.current?.value, value, onChange);
  return (
    <FieldShell label={label} id={id} hint={hint} error={error} optional={optional} disabled={disabled} className={className}>
      {(control) => (
        <textarea
          {...areaProps}
          {...control}
          ref={area}
          rows={rows}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={styles.area}
        />
      )}
    </FieldShell>
  );
}
