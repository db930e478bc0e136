import { Button, Icon, Loader, Skeleton } from '@casino/ui-kit';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bettingPageMessages as m } from './betting.messages';
import { parseSportsbookMessage } from './sportsbook-message';
import styles from './sportsbook-frame.module.css';

/** The operator's sportsbook page, served by the platform on the site's origin. */
export const SPORTSBOOK_PATH = '/platform/betting';
/** How long the sportsbook may take to say it is ready before the player is offered a retry. */
export const SPORTSBOOK_READY_TIMEOUT_MS = 15_000;
/** After the frame's document loaded, how long to wait for the ready message (an error page never sends it). */
export const SPORTSBOOK_AFTER_LOAD_MS = 3_000;

type FrameState = 'loading' | 'ready' | 'error';

export type SportsbookFrameProps = {
  locale: string;
  onBetPlaced: () => void;
  onSignIn: () => void;
  /** Loads the frame again (the parent remounts it). */
  onRetry: () => void;
  src?: string;
  readyTimeoutMs?: number;
};

/**
 * The sportsbook in a same-origin frame: a skeleton until it reports ready, then its own height (no second scroll
 * bar), and a clear error with a retry when it does not come up.
 */
export function SportsbookFrame({ locale, onBetPlaced, onSignIn, onRetry, src = SPORTSBOOK_PATH, readyTimeoutMs = SPORTSBOOK_READY_TIMEOUT_MS }: SportsbookFrameProps) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const afterLoad = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | null>(null);
  const failIfLoading = () => setState((current) => (current === 'loading' ? 'error' : current));

  const handleMessage = useEffectEvent((event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
    const message = parseSportsbookMessage(event.data);
    if (message?.type === 'ready') setState('ready');
    else if (message?.type === 'resize') setHeight(message.height);
    else if (message?.type === 'bet-placed') onBetPlaced();
    else if (message?.type === 'sign-in') onSignIn();
  });

  useEffect(() => {
    const timer = setTimeout(failIfLoading, readyTimeoutMs);
    const listener = (event: MessageEvent) => handleMessage(event);
    window.addEventListener('message', listener);
    return () => {
      clearTimeout(timer);
      clearTimeout(afterLoad.current);
      window.removeEventListener('message', listener);
    };
  }, [readyTimeoutMs]);

  const handleLoad = () => {
    clearTimeout(afterLoad.current);
    afterLoad.current = setTimeout(failIfLoading, SPORTSBOOK_AFTER_LOAD_MS);
  };

  if (state === 'error') {
    return (
      <div role="alert" className={styles['error']}>
        <span className={styles['errorIcon']}>
          <Icon name="warning" size="xl" />
        </span>
        <h2 className={styles['errorTitle']}>{intl.formatMessage(m.frameErrorTitle)}</h2>
        <p className={styles['errorText']}>{intl.formatMessage(m.frameErrorDescription)}</p>
        <Button iconStart="refresh" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles['frameBox']} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <div className={styles['placeholder']}>
          <Loader label={intl.formatMessage(m.frameLoading)} showLabel />
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={styles['placeholderRow']}>
              <Skeleton lines={2} />
              <Skeleton shape="rect" height={44} />
            </div>
          ))}
        </div>
      )}
      <iframe
        ref={frame}
        src={`${src}?locale=${encodeURIComponent(locale)}`}
        title={intl.formatMessage(m.frameTitle)}
        onLoad={handleLoad}
        className={state === 'ready' ? styles['frame'] : `${styles['frame']} ${styles['hidden']}`}
        style={height ? { height } : undefined}
      />
    </div>
  );
}
