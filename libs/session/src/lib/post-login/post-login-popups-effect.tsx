import { useGetAccountInfoQuery, useGetCashbacksQuery, useGetPopupsQuery, useGetStorageQuery } from '@casino/api-client';
import { ALREADY_SEEN_CASHBACK_KEY, isAuthenticated } from '@casino/platform-contract';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../store/create-store';
import { openDialog, selectHasOpenDialog } from '@casino/ui-kit';
import { postLoginDialogShown, postLoginKindResolved, selectPostLoginQueue, selectSignInRefresh } from '../session-state/session-slice';
import { campaignDialogs, unseenCashbackDialogs } from './post-login-dialogs';

const STORAGE_KEYS = [ALREADY_SEEN_CASHBACK_KEY];
/** The cashback the player can take now; the newest one is the one to announce. */
const ACTIVE_CASHBACK_QUERY = { count: 1, statuses: ['active'] };

/**
 * Opens the popups queued at sign-in (SPEC.md 4), one at a time once no other dialog is open: first the
 * unseen cashback, then each campaign popup. A check that fails drops its popups rather than blocking the queue.
 */
export function PostLoginPopupsEffect() {
  const dispatch = useAppDispatch();
  const queue = useSelector(selectPostLoginQueue);
  const signInRefresh = useSelector(selectSignInRefresh);
  const hasOpenDialog = useSelector(selectHasOpenDialog);
  // Subscribed here so the sign-in always refetches it (see signInRefresh below).
  const { data: account } = useGetAccountInfoQuery();
  const signedIn = isAuthenticated(account);
  // The sign-in invalidates every user-bound query, and RTK Query holds that back until no request is in flight
  // (invalidationBehavior 'delayed'). A check made before it runs is asked twice: popups.get serves a campaign
  // popup once, so the second answer is empty. That invalidation refetches the account, so the checks start once
  // the account has been read again after the sign-in.
  const head = queue[0];
  const checking = signedIn && signInRefresh === null && head && 'kind' in head ? head.kind : null;

  const cashbacks = useGetCashbacksQuery(ACTIVE_CASHBACK_QUERY, { skip: checking !== 'unseen-cashback' });
  const seen = useGetStorageQuery({ keys: STORAGE_KEYS }, { skip: checking !== 'unseen-cashback' });
  const popups = useGetPopupsQuery(undefined, { skip: checking !== 'campaign' });

  useEffect(() => {
    if (checking !== 'unseen-cashback') return;
    if (cashbacks.isFetching || seen.isFetching) return;
    if (cashbacks.isError || seen.isError) {
      dispatch(postLoginKindResolved({ kind: 'unseen-cashback', dialogs: [] }));
    } else if (cashbacks.data && seen.data) {
      const dialogs = unseenCashbackDialogs(cashbacks.data.items, seen.data[ALREADY_SEEN_CASHBACK_KEY]);
      dispatch(postLoginKindResolved({ kind: 'unseen-cashback', dialogs }));
    }
  }, [checking, cashbacks.isFetching, cashbacks.isError, cashbacks.data, seen.isFetching, seen.isError, seen.data, dispatch]);

  useEffect(() => {
    if (checking !== 'campaign' || popups.isFetching) return;
    if (popups.isError) dispatch(postLoginKindResolved({ kind: 'campaign', dialogs: [] }));
    else if (popups.data) dispatch(postLoginKindResolved({ kind: 'campaign', dialogs: campaignDialogs(popups.data) }));
  }, [checking, popups.isFetching, popups.isError, popups.data, dispatch]);

  useEffect(() => {
    if (!signedIn || hasOpenDialog || !head || !('dialog' in head)) return;
    dispatch(openDialog(head.dialog));
    dispatch(postLoginDialogShown());
  }, [signedIn, hasOpenDialog, head, dispatch]);

  return null;
}
