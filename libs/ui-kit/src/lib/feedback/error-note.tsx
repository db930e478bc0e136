import type { ReactNode } from 'react';
import { Note } from './note';

/** Why the last try did not go through, announced to screen readers: a form's submit, a confirm's action. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <Note tone="danger" role="alert">
      {children}
    </Note>
  );
}
