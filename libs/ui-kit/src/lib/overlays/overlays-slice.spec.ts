import { configureStore } from '@reduxjs/toolkit';
import {
  closeDialog,
  closeDialogsById,
  dismissToast,
  openDialog,
  overlaysSlice,
  selectDialogs,
  selectToasts,
  showToast,
} from './overlays-slice';

const makeStore = () => configureStore({ reducer: { [overlaysSlice.reducerPath]: overlaysSlice.reducer } });

describe('overlays slice', () => {
  it('stacks dialogs in opening order with a popup type by default', () => {
    const store = makeStore();
    store.dispatch(openDialog({ id: 'auth', props: { mode: 'register' } }));
    store.dispatch(openDialog({ id: 'confirm-email', type: 'confirm' }));
    const dialogs = selectDialogs(store.getState());
    expect(dialogs.map((d) => [d.id, d.type])).toEqual([
      ['auth', 'popup'],
      ['confirm-email', 'confirm'],
    ]);
    expect(dialogs[0]?.props).toEqual({ mode: 'register' });
    expect(dialogs[0]?.key).not.toBe(dialogs[1]?.key);
  });

  it('keeps a preventClose dialog open unless the close is forced', () => {
    const store = makeStore();
    store.dispatch(openDialog({ id: 'auth', preventClose: true }));
    const key = selectDialogs(store.getState())[0]?.key ?? '';
    store.dispatch(closeDialog({ key }));
    expect(selectDialogs(store.getState())).toHaveLength(1);
    store.dispatch(closeDialog({ key, force: true }));
    expect(selectDialogs(store.getState())).toHaveLength(0);
  });

  it('closes every dialog with one id at once', () => {
    const store = makeStore();
    store.dispatch(openDialog({ id: 'auth' }));
    store.dispatch(openDialog({ id: 'games-search' }));
    store.dispatch(openDialog({ id: 'auth' }));
    store.dispatch(closeDialogsById({ id: 'auth' }));
    expect(selectDialogs(store.getState()).map((d) => d.id)).toEqual(['games-search']);
  });

  it('gives toasts a 21-character id and 5000 ms unless told otherwise', () => {
    const store = makeStore();
    store.dispatch(showToast({ kind: 'error', messageId: 'popups.registration.wrongRegServerError' }));
    store.dispatch(showToast({ kind: 'success', text: 'Saved', duration: 2000 }));
    const [first, second] = selectToasts(store.getState());
    expect(first?.id).toHaveLength(21);
    expect(first?.duration).toBe(5000);
    expect(second?.duration).toBe(2000);
    store.dispatch(dismissToast(first?.id ?? ''));
    expect(selectToasts(store.getState()).map((t) => t.text)).toEqual(['Saved']);
  });
});
