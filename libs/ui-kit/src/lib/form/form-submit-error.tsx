import { useFormState } from 'react-final-form';
import { ErrorNote } from '../feedback/error-note';

/**
 * The error a form's submit answered with (react-final-form's `submitError`, the message the form's `onSubmit`
 * resolved to), announced to screen readers; nothing while there is none. Place it above the form's submit button.
 */
export function FormSubmitError() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (!submitError) return null;
  return <ErrorNote>{submitError}</ErrorNote>;
}
