import { SystemPage } from '@casino/ui-kit';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages as m } from './system-pages.messages';

export type NotFoundPageProps = {
  /** 'Page not found: {path}' for an unmatched route, 'Page Not Found: {path}' for a failed page validation. */
  message: string;
};

/** The 404 page (SPEC.md 2.2, 2.6); the address bar keeps the requested path. */
export function NotFoundPage({ message }: NotFoundPageProps) {
  const path = useLocalizedPath();
  return (
    <SystemPage
      icon="search"
      title={m.notFoundTitle}
      description={<span data-testid="not-found-message">{message}</span>}
      link={{ to: path('index'), label: m.notFoundAction }}
    />
  );
}
