import { useLocation } from 'react-router-dom';

/** SPEC.md 2.2: an unmatched route is a 404 reading 'Page not found' followed by the path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>{pathname}</p>
    </section>
  );
}
