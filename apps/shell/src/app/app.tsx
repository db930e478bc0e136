import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export type AppProps = { store: AppStore };

const router = createAppRouter();

export function App({ store }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
