import type { AppStore } from '@casino/session';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { SiteRouter } from './router';

export type SiteProps = { store: AppStore; router: SiteRouter };

/** The running site: the store around the router. */
export function Site({ store, router }: SiteProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
