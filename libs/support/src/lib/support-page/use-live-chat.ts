import { useGetSupportSettingsQuery } from '@casino/api-client';
import { useState } from 'react';
import { openLiveChat } from '../chat/chat-opener';
import { chatSettingsOf } from '../chat/chat-settings';

export type LiveChatState = 'idle' | 'opening' | 'failed';

/** Whether the site has a live chat (support.getsettings names a provider) and a way to open it. */
export function useLiveChat() {
  const { data, isLoading } = useGetSupportSettingsQuery();
  const [state, setState] = useState<LiveChatState>('idle');
  const open = async () => {
    setState('opening');
    setState((await openLiveChat()) ? 'idle' : 'failed');
  };
  return { available: chatSettingsOf(data) !== null, isLoading, state, open };
}
