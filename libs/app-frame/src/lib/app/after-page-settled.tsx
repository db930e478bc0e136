import { useEffect, useState, type ReactNode } from 'react';
import { whenPageSettled } from './when-page-settled';

/** Renders its children once the page has loaded and the browser is idle (whenPageSettled); nothing until then. */
export function AfterPageSettled({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled ? children : null;
}
