import { lazy, Suspense } from 'react';
import type { ChatWidgetEffectProps } from './chat-widget-effect';

const Effect = lazy(() => import('./chat-widget-effect').then((module) => ({ default: module.ChatWidgetEffect })));

/** The live chat starts after the first paint, so the entry bundle carries none of it. */
export function LazyChatWidgetEffect(props: ChatWidgetEffectProps) {
  return (
    <Suspense fallback={null}>
      <Effect {...props} />
    </Suspense>
  );
}
