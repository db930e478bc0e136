import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type Toast = {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  /** How long the toast stays, in ms; 5000 by default (SPEC.md section 9). */
  duration?: number;
};

export const DEFAULT_TOAST_DURATION = 5000;
