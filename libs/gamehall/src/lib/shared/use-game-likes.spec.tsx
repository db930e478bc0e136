import { accountApi } from '@casino/api-client';
import type { GameLike } from '@casino/platform-contract';
import { platformErrorHandler, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectToasts } from '@casino/ui-kit';
import { createTestStore, startTestServer } from '@casino/session/testing';
import { likesMessages } from './shared.messages';
import { useGameLikes } from './use-game-likes';

const { server } = startTestServer();

async function setup() {
  const store = await createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useGameLikes(), { wrapper }) };
}

// The player starts with no favourites; addLike answers slowly, so the optimistic state can be observed.
const noLikes = platformHandler('games.getLikes', { items: [] });

describe('liking a game', () => {
  it('fills the heart at once, before the platform answers', async () => {
    // The platform keeps the like: the list the mutation's invalidation asks for again carries it.
    let likes: GameLike[] = [];
    server.use(
      platformHandler('games.getLikes', () => ({ items: likes })),
      platformHandler('games.addLike', async () => {
        await delay(200);
        likes = [{ sysname: 'fruit-storm', likes_count: 1, is_liked: true }];
        return likes[0];
      }),
    );
    const { result } = await setup();
    await waitFor(() => expect(result.current.canLike).toBe(true));
    await waitFor(() => expect(result.current.favourites).toEqual([]));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggleLike('fruit-storm');
    });
    expect(result.current.isLiked('fruit-storm')).toBe(true);
    await act(() => done);
    expect(result.current.favourites).toContain('fruit-storm');
  });

  it('empties the heart again and says so when the platform refuses', async () => {
    server.use(noLikes, platformErrorHandler('games.addLike', 'InternalServerErrorException'));
    const { result, store } = await setup();
    await waitFor(() => expect(result.current.canLike).toBe(true));
    await waitFor(() => expect(result.current.favourites).toEqual([]));
    await act(() => result.current.toggleLike('fruit-storm'));
    expect(result.current.isLiked('fruit-storm')).toBe(false);
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'error', messageId: likesMessages.failed.id })]);
  });

  it('has no heart for a visitor', async () => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    const { result, store } = await setup();
    await waitFor(() => expect(accountApi.endpoints.getAccountInfo.select()(store.getState()).isSuccess).toBe(true));
    expect(result.current.canLike).toBe(false);
    expect(result.current.favourites).toEqual([]);
  });
});
