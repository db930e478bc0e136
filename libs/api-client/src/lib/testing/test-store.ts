import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { platformApi } from '../platform-api';

/**
 * The api client's own specs' store: only the platform api (the lib sits below the site's store, `createStore` of
 * @casino/session), recording every action (to assert e.g. `platformFatalError`).
 */
export function createPlatformTestStore() {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [platformApi.reducerPath]: platformApi.reducer },
    middleware: (getDefault) => getDefault().concat(platformApi.middleware, record),
  });
  return Object.assign(store, { actions });
}
