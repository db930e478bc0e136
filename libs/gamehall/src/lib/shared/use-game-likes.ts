import { gamesApi, useAddGameLikeMutation, useGetGameLikesQuery, useRemoveGameLikeMutation } from '@casino/api-client';
import { useAppDispatch, useIsAuthenticated } from '@casino/session';
import { useCallback, useMemo } from 'react';
import { showToast } from '@casino/ui-kit';
import { likesMessages } from './shared.messages';

export type GameLikes = {
  /** Only signed-in players have favourites (SPEC.md 6); visitors see no like button. */
  canLike: boolean;
  /** The player's liked games, newest first. */
  favourites: readonly string[];
  isLiked: (sysname: string) => boolean;
  toggleLike: (sysname: string) => Promise<void>;
};

/**
 * The player's favourites (games.getLikes without sysnames) with like / unlike. The heart changes at
 * once (the cached list is patched); if the platform refuses, the patch is undone and a toast says so.
 */
export function useGameLikes(): GameLikes {
  const canLike = useIsAuthenticated();
  const dispatch = useAppDispatch();
  const { data } = useGetGameLikesQuery(undefined, { skip: !canLike });
  const [addLike] = useAddGameLikeMutation();
  const [removeLike] = useRemoveGameLikeMutation();

  const favourites = useMemo(() => (data ?? []).filter((like) => like.is_liked).map((like) => like.sysname), [data]);
  const liked = useMemo(() => new Set(favourites), [favourites]);

  const toggleLike = useCallback(
    async (sysname: string) => {
      const like = !liked.has(sysname);
      const patch = dispatch(
        gamesApi.util.updateQueryData('getGameLikes', undefined, (draft) => {
          const index = draft.findIndex((item) => item.sysname === sysname);
          if (index >= 0) draft.splice(index, 1);
          if (like) draft.unshift({ sysname, likes_count: 1, is_liked: true });
        }),
      );
      try {
        await (like ? addLike : removeLike)({ sysname }).unwrap();
      } catch {
        patch.undo();
        dispatch(showToast({ kind: 'error', messageId: likesMessages.failed.id }));
      }
    },
    [addLike, dispatch, liked, removeLike],
  );

  // One object while nothing changed, so memoised tiles skip re-rendering on unrelated store updates.
  return useMemo(() => ({ canLike, favourites, isLiked: (sysname) => liked.has(sysname), toggleLike }), [canLike, favourites, liked, toggleLike]);
}
