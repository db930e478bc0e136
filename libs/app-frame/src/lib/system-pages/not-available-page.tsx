import { SystemPage } from '@casino/ui-kit';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages as m } from './system-pages.messages';

/** A known route whose feature has no page yet: said plainly, with the way back home. */
export function NotAvailablePage() {
  const path = useLocalizedPath();
  return (
    <SystemPage icon="hourglass" tone="info" title={m.notAvailableTitle} description={m.notAvailableDescription} link={{ to: path('index'), label: m.notFoundAction }} />
  );
}
