import { accountApi, authApi } from '@casino/api-client';
import type { Locale } from '@casino/platform-contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The dialog ids queued after sign-in (SPEC.md 4); their components belong to the promotions feature. */
export type PostLoginPopupKind = 'unseen-cashback' | 'campaign';

/** A dialog ready to open, once whatever the player is looking at has closed. */
export type PostLoginDialog = { id: PostLoginPopupKind; props: Record<string, unknown> };

/** A queue entry: a kind still to be checked against the server, or a dialog ready to open. */
export type PostLoginQueueEntry = { kind: PostLoginPopupKind } | { dialog: PostLoginDialog };

/**
 * Where the sign-in's refetch of the player's data stands: `due` until the account is asked for again after the
 * sign-in, `running` until that answer is in, null once done (or when nothing was signed in).
 */
export type SignInRefresh = 'due' | 'running' | null;

export const POST_LOGIN_POPUP_KINDS: readonly PostLoginPopupKind[] = ['unseen-cashback', 'campaign'];

export type SessionState = {
  /** Seconds until the idle logout while the interactivity warning is up; null otherwise. */
  idleWarning: { secondsLeft: number } | null;
  /** What opens after sign-in, in order. */
  postLoginQueue: PostLoginQueueEntry[];
  /** The post-login checks wait for this to be null: see PostLoginPopupsEffect. */
  signInRefresh: SignInRefresh;
  /** A locale the account must be switched to once the page is in it (see `followLocaleChanges`). */
  pendingAccountLocale: Locale | null;
};

const initialState: SessionState = {
  idleWarning: null,
  postLoginQueue: [],
  signInRefresh: null,
  pendingAccountLocale: null,
};

/** Session flags that are not server data (ARCHITECTURE.md): the account itself stays in the RTK Query cache. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    idleCountdownChanged(state, action: PayloadAction<number>) {
      state.idleWarning = { secondsLeft: action.payload };
    },
    idleWarningCleared(state) {
      state.idleWarning = null;
    },
    postLoginPopupsQueued(state) {
      state.postLoginQueue = POST_LOGIN_POPUP_KINDS.map((kind) => ({ kind }));
      state.signInRefresh = null;
    },
    /** A kind checked against the server becomes the dialogs it calls for (none, one or several). */
    postLoginKindResolved(state, action: PayloadAction<{ kind: PostLoginPopupKind; dialogs: PostLoginDialog[] }>) {
      const { kind, dialogs } = action.payload;
      const index = state.postLoginQueue.findIndex((entry) => 'kind' in entry && entry.kind === kind);
      if (index === -1) return;
      state.postLoginQueue.splice(index, 1, ...dialogs.map((dialog) => ({ dialog })));
    },
    /** The head dialog was opened (or dropped). */
    postLoginDialogShown(state) {
      if (state.postLoginQueue[0] && 'dialog' in state.postLoginQueue[0]) state.postLoginQueue.shift();
    },
    accountLocaleChangeRequested(state, action: PayloadAction<Locale>) {
      state.pendingAccountLocale = action.payload;
    },
    accountLocaleChangeHandled(state) {
      state.pendingAccountLocale = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, action) => {
        // A login answer without a player (uid 0) is not a sign-in: nothing to queue.
        if (action.payload.uid <= 0) return;
        state.postLoginQueue = POST_LOGIN_POPUP_KINDS.map((kind) => ({ kind }));
        state.signInRefresh = 'due';
      })
      // Matched by the request, not by time: a request already in flight at sign-in is not the refetch.
      .addMatcher(accountApi.endpoints.getAccountInfo.matchPending, (state) => {
        if (state.signInRefresh === 'due') state.signInRefresh = 'running';
      })
      .addMatcher(accountApi.endpoints.getAccountInfo.matchFulfilled, (state) => {
        if (state.signInRefresh === 'running') state.signInRefresh = null;
      })
      .addMatcher(accountApi.endpoints.getAccountInfo.matchRejected, (state, action) => {
        // A request skipped because one is already running (condition) ends nothing.
        if (state.signInRefresh === 'running' && !action.meta.condition) state.signInRefresh = null;
      })
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) => {
        state.postLoginQueue = [];
        state.signInRefresh = null;
        state.idleWarning = null;
      });
  },
  selectors: {
    selectIdleWarning: (state) => state.idleWarning,
    selectPostLoginQueue: (state) => state.postLoginQueue,
    selectSignInRefresh: (state) => state.signInRefresh,
    selectPendingAccountLocale: (state) => state.pendingAccountLocale,
  },
});

export const {
  idleCountdownChanged,
  idleWarningCleared,
  postLoginPopupsQueued,
  postLoginKindResolved,
  postLoginDialogShown,
  accountLocaleChangeRequested,
  accountLocaleChangeHandled,
} = sessionSlice.actions;

export const {
  selectIdleWarning,
  selectPostLoginQueue,
  selectSignInRefresh,
  selectPendingAccountLocale,
} = sessionSlice.selectors;
