import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

export type AppProps = { store: AppStore; router: ReturnType<typeof createAppRouter> };

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
