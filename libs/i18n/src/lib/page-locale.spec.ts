import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { pageLocaleChanged, pageLocaleSlice, selectPageLocale } from './page-locale';

describe('the page locale in the store', () => {
  it('starts in the default locale and follows what the router sets', () => {
    const store = configureStore({ reducer: combineSlices(pageLocaleSlice) });
    expect(selectPageLocale(store.getState())).toBe('en');
    store.dispatch(pageLocaleChanged('pt-BR'));
    expect(selectPageLocale(store.getState())).toBe('pt-BR');
  });

  it('reads as the default in a store without the slice', () => {
    expect(selectPageLocale({})).toBe('en');
  });
});
