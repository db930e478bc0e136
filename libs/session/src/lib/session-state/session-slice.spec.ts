import {
  accountLocaleChangeHandled,
  accountLocaleChangeRequested,
  idleCountdownChanged,
  idleWarningCleared,
  postLoginDialogShown,
  postLoginKindResolved,
  postLoginPopupsQueued,
  selectIdleWarning,
  selectPendingAccountLocale,
  selectPostLoginQueue,
  sessionSlice,
  type SessionState,
} from './session-slice';

const reduce = (...actions: Parameters<typeof sessionSlice.reducer>[1][]) =>
  actions.reduce<SessionState>((state, action) => sessionSlice.reducer(state, action), sessionSlice.getInitialState());
const root = (session: SessionState) => ({ session });

describe('sessionSlice', () => {
  it('starts with nothing pending', () => {
    const state = root(reduce());
    expect(selectIdleWarning(state)).toBeNull();
    expect(selectPostLoginQueue(state)).toEqual([]);
    expect(selectPendingAccountLocale(state)).toBeNull();
  });

  it.each([
    { actions: [idleCountdownChanged(20)], warning: { secondsLeft: 20 } },
    { actions: [idleCountdownChanged(20), idleCountdownChanged(19)], warning: { secondsLeft: 19 } },
    { actions: [idleCountdownChanged(20), idleWarningCleared()], warning: null },
  ])('idle warning after $actions.length actions is $warning', ({ actions, warning }) => {
    expect(selectIdleWarning(root(reduce(...actions)))).toEqual(warning);
  });

  it('queues the cashback check before the campaigns and replaces each with its dialogs', () => {
    const cashbackDialog = { id: 'unseen-cashback' as const, props: { cashbackId: 41 } };
    const campaign = (popupId: number) => ({ id: 'campaign' as const, props: { popupId } });
    const steps = [
      { action: postLoginPopupsQueued(), queue: [{ kind: 'unseen-cashback' }, { kind: 'campaign' }] },
      { action: postLoginKindResolved({ kind: 'unseen-cashback', dialogs: [cashbackDialog] }), queue: [{ dialog: cashbackDialog }, { kind: 'campaign' }] },
      { action: postLoginDialogShown(), queue: [{ kind: 'campaign' }] },
      // Only an open-ready dialog leaves the head; a kind still to check stays.
      { action: postLoginDialogShown(), queue: [{ kind: 'campaign' }] },
      { action: postLoginKindResolved({ kind: 'campaign', dialogs: [campaign(1), campaign(2)] }), queue: [{ dialog: campaign(1) }, { dialog: campaign(2) }] },
      { action: postLoginDialogShown(), queue: [{ dialog: campaign(2) }] },
      { action: postLoginDialogShown(), queue: [] },
    ];
    let state = sessionSlice.getInitialState();
    for (const { action, queue } of steps) {
      state = sessionSlice.reducer(state, action);
      expect(selectPostLoginQueue(root(state))).toEqual(queue);
    }
  });

  it('drops a kind resolved to no dialogs', () => {
    const state = reduce(postLoginPopupsQueued(), postLoginKindResolved({ kind: 'unseen-cashback', dialogs: [] }));
    expect(selectPostLoginQueue(root(state))).toEqual([{ kind: 'campaign' }]);
  });

  it('remembers the account locale to set until handled', () => {
    expect(selectPendingAccountLocale(root(reduce(accountLocaleChangeRequested('pl'))))).toBe('pl');
    expect(selectPendingAccountLocale(root(reduce(accountLocaleChangeRequested('pl'), accountLocaleChangeHandled())))).toBeNull();
  });
});
