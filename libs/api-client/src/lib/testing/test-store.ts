import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { platformApi } from '../platform-api';

/** A store with only the platform api, recording every action (to assert e.g. `platformFatalError`). */
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
