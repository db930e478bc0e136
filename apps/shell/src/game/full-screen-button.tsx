import { useGetCmsGamesConfigQuery } from '@casino/cms-client';
import { IconButton } from '@casino/ui-kit';
import { useSyncExternalStore, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { isFullScreenOffered } from '@casino/app-frame';
import { gameLayoutMessages } from './game-layout.messages';

const noSubscription = () => () => undefined;

/** Whether the browser allows full screen here; a server render (and hydration) offers no button, the browser then may. */
function useFullScreenEnabled(): boolean {
  return useSyncExternalStore(noSubscription, () => document.fullscreenEnabled, () => false);
}

export type FullScreenButtonProps = {
  /** The element the game plays in, shown full screen. */
  stage: RefObject<HTMLElement | null>;
};

/**
 * The game bar's full-screen button, when the games-config option allows it in the web product and the browser can.
 * A component of its own: it appears right after hydration (the server cannot know the browser), and React renders
 * that change at once; in the layout it re-rendered the game's part before that part had hydrated, in one long task.
 */
export function FullScreenButton({ stage }: FullScreenButtonProps) {
  const intl = useIntl();
  const { data: gamesConfig } = useGetCmsGamesConfigQuery();
  const enabled = useFullScreenEnabled();
  if (!enabled || !isFullScreenOffered(gamesConfig?.fullScreenVisibility, 'product')) return null;
  const handleFullScreen = () => void stage.current?.requestFullscreen().catch(() => undefined);
  return <IconButton icon="external" label={intl.formatMessage(gameLayoutMessages.fullScreen)} onClick={handleFullScreen} />;
}
