import { supportApi, useGetSupportSettingsQuery } from '@casino/api-client';
import { onSessionChange, useAppDispatch } from '@casino/session';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatMessageEvent } from './chat-adapter';
import { isChatBadgeHidden } from './chat-badge-visibility';
import { registerChatOpener } from './chat-opener';
import { chatSettingsOf } from './chat-settings';
import { createChatWidget, type ChatWidgetOptions } from './chat-widget';

export type ChatWidgetEffectProps = Pick<ChatWidgetOptions, 'loadAdapter' | 'loadScript' | 'whenIdle'>;

/**
 * The live chat, mounted once by the shell inside its router (renders nothing). It runs the provider support.getsettings
 * names, loading its script only when the badge must show or the player asks for the chat; hides the badge on betting
 * and game pages (SPEC.md 4); re-initialises it for the new player after sign-in, sign-up and sign-out; and stores
 * every message sent or received with the chat-event call. Any failure is logged and the site goes on (SPEC.md 8).
 */
export function ChatWidgetEffect(props: ChatWidgetEffectProps) {
  const { pathname } = useLocation();
  const { data: settings, isFetching, refetch } = useGetSupportSettingsQuery();
  const dispatch = useAppDispatch();
  const [generation, setGeneration] = useState(0);
  const [widget] = useState(() =>
    createChatWidget({
      ...props,
      onChatEvent: (event: ChatMessageEvent) => {
        dispatch(supportApi.endpoints.storeChatEvent.initiate(event))
          .unwrap()
          .catch((error: unknown) => console.warn('[support] a chat message could not be stored', error));
      },
    }),
  );

  // A new player (or none): fresh settings (uid, name, email) and a fresh widget session.
  useEffect(
    () =>
      onSessionChange(() => {
        setGeneration((value) => value + 1);
        void refetch();
      }),
    [refetch],
  );

  useEffect(() => {
    if (!isFetching) widget.configure(chatSettingsOf(settings), generation);
  }, [widget, settings, generation, isFetching]);

  useEffect(() => {
    widget.setVisible(!isChatBadgeHidden(pathname));
  }, [widget, pathname]);

  useEffect(() => {
    const unregister = registerChatOpener(() => widget.open());
    return () => {
      unregister();
      widget.destroy();
    };
  }, [widget]);

  return null;
}
