import { parseFrameMessage, type FrameDestination } from '@casino/platform-contract';
import { SPORTSBOOK_URL, frameOrigin } from '@casino/routing';
import { Button, Icon, Loader, Skeleton, useHydrated } from '@casino/ui-kit';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bettingPageMessages as m } from './betting.messages';
import styles from './sportsbook-frame.module.css';

/** How long the sportsbook's document may take to load before the player is offered a retry. */
export const SPORTSBOOK_LOAD_TIMEOUT_MS = 15_000;

type FrameState = 'loading' | 'shown' | 'error';

export type SportsbookFrameProps = {
  locale: string;
  /** The frame moved money (a bet placed or settled): balances and bonuses are stale. */
  onBalanceChanged: () => void;
  /** The frame asks for a page of the site (sign-in, sign-up, deposit). */
  onNavigate: (to: FrameDestination) => void;
  /** Loads the frame again (the parent remounts it). */
  onRetry: () => void;
  /** The operator's sportsbook page (VITE_SPORTSBOOK_URL, by default the platform's on this origin). */
  src?: string;
  loadTimeoutMs?: number;
};

/**
 * The operator's sportsbook in a frame, shown as soon as its document has loaded: it needs to post nothing. When it
 * speaks the optional frame contract, it may size the frame to its content (no second scroll bar), say that money
 * moved, ask for sign-in or a deposit, or ask to open another site's page; messages are read from its own window and
 * origin only.
 */
export function SportsbookFrame({ locale, onBalanceChanged, onNavigate, onRetry, src = SPORTSBOOK_URL, loadTimeoutMs = SPORTSBOOK_LOAD_TIMEOUT_MS }: SportsbookFrameProps) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | null>(null);
  // The frame is the browser's alone: in the server's HTML it would load before hydration, and its load event,
  // which shows it, would be missed.
  const hydrated = useHydrated();
  const origin = frameOrigin(src);

  const handleMessage = useEffectEvent((event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (message?.type === 'frame:resize') setHeight(message.height);
    else if (message?.type === 'frame:balance-changed') onBalanceChanged();
    else if (message?.type === 'frame:navigate') onNavigate(message.to);
    // Another site's page beside the site (the click in the frame lends this window its activation); in the mini-app,
    // the shell turns window.open into Telegram's openLink.
    else if (message?.type === 'frame:open-link') window.open(message.url, '_blank', 'noopener,noreferrer');
  });

  useEffect(() => {
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'error' : current)), loadTimeoutMs);
    const listener = (event: MessageEvent) => handleMessage(event);
    window.addEventListener('message', listener);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', listener);
    };
  }, [loadTimeoutMs]);

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

  const separator = src.includes('?') ? '&' : '?';
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
      {hydrated && (
        <iframe
          ref={frame}
          src={`${src}${separator}locale=${encodeURIComponent(locale)}`}
          title={intl.formatMessage(m.frameTitle)}
          onLoad={() => setState('shown')}
          className={state === 'shown' ? styles['frame'] : `${styles['frame']} ${styles['hidden']}`}
          style={height ? { height } : undefined}
        />
      )}
    </div>
  );
}
