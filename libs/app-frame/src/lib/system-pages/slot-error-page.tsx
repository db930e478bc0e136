import { SystemPage } from '@casino/ui-kit';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages as m } from './system-pages.messages';

/** The "errors slot" system page (SPEC.md 2.6): a game page failed; its button goes to the game hall. */
export function SlotErrorPage() {
  const path = useLocalizedPath();
  return (
    <SystemPage icon="error-circle" tone="danger" title={m.slotErrorTitle} description={m.slotErrorDescription} link={{ to: path('gamehall.index'), label: m.slotErrorAction }} />
  );
}
