import { nanoid } from '@reduxjs/toolkit';

/** A new toast id: 21 characters (SPEC.md section 9), the length of RTK's nanoid. */
export function createToastId(): string {
  return nanoid();
}
