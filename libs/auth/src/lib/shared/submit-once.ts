import type { FormApi } from 'final-form';
import type { FormEvent } from 'react';

type Submit = (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

/**
 * A form's submit handler that sends once: Enter or a second click while the request is on its way does nothing.
 * It reads the form's live state, not the render's: both clicks of a double click can land before React renders
 * the busy button.
 */
export function submitOnce<Values extends object>(form: FormApi<Values>, submit: Submit) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (form.getState().submitting) event.preventDefault();
    else void submit(event);
  };
}
