import type { AppStore } from '@casino/session';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { SiteRouter } from './router';

export type SiteProps = {
  store: AppStore;
  router: SiteRouter;
  /**
   * The state the server rendered with: parts of the page that hydrate late (behind a Suspense boundary) read it
   * while they hydrate, even when the browser's own answers have changed the store since (react-redux's serverState).
   */
  serverState?: ReturnType<AppStore['getState']>;
};

/** The running site: the store around the router. */
export function Site({ store, router, serverState }: SiteProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </Provider>
  );
}
