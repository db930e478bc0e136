import type { FormApi } from 'final-form';
import type { FormEvent } from 'react';

type Submit = (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

/**
 * A form's submit handler that sends the same values once: Enter or another click while the request is on its way,
 * or after it succeeded with nothing changed since (a double click whose second click lands after a fast answer, while
 * the page is leaving), does nothing. It reads the form's live state, not the render's.
 */
export function submitOnce<Values extends object>(form: FormApi<Values>, submit: Submit) {
  return (event: FormEvent<HTMLFormElement>) => {
    const { submitting, submitSucceeded, dirtySinceLastSubmit } = form.getState();
    if (submitting || (submitSucceeded && !dirtySinceLastSubmit)) event.preventDefault();
    else void submit(event);
  };
}
