import { useGetAccountInfoQuery, useGetCashbacksQuery, useGetPopupsQuery, useGetStorageQuery } from '@casino/api-client';
import { ALREADY_SEEN_CASHBACK_KEY, isAuthenticated } from '@casino/platform-contract';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { openDialog, selectHasOpenDialog } from '../overlays/overlays-slice';
import { useSessionDispatch } from '../session-state/hooks';
import { postLoginDialogShown, postLoginKindResolved, selectPostLoginQueue } from '../session-state/session-slice';
import { campaignDialogs, unseenCashbackDialogs } from './post-login-dialogs';

const STORAGE_KEYS = [ALREADY_SEEN_CASHBACK_KEY];
/** The cashback the player can take now; the newest one is the one to announce. */
const ACTIVE_CASHBACK_QUERY = { count: 1, statuses: ['active'] };

/**
 * Opens the popups queued at sign-in (SPEC.md 4), one at a time once no other dialog is open: first the
 * unseen cashback, then each campaign popup. A check that fails drops its popups rather than blocking the queue.
 */
export function PostLoginPopupsEffect() {
  const dispatch = useSessionDispatch();
  const queue = useSelector(selectPostLoginQueue);
  const hasOpenDialog = useSelector(selectHasOpenDialog);
  const { data: account } = useGetAccountInfoQuery();
  const signedIn = isAuthenticated(account);
  const head = queue[0];
  const checking = signedIn && head && 'kind' in head ? head.kind : null;

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
