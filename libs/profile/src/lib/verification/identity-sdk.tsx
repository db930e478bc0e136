import { useGetVerificationAccessTokenMutation } from '@casino/api-client';
import SumsubWebSdk from '@sumsub/websdk-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { sdkReviewOf, type SdkReview } from './sdk-review';
import { verificationMessages as m } from './verification.messages';
import styles from './verification.module.css';

export type IdentitySdkProps = {
  /** The platform's access token (SPEC.md 7.2); it names the provider's frame address (Sumsub's own rule). */
  accessToken: string;
  onReview: (review: SdkReview) => void;
  onError: () => void;
};

/**
 * Sumsub's WebSDK, launched with the platform's access token. A token that runs out is replaced through the platform's
 * access-token call; the SDK's review events drive the page. The SDK reads its props once, at mount, so the handlers
 * go through refs.
 */
export function IdentitySdk({ accessToken, onReview, onError }: IdentitySdkProps) {
  const intl = useIntl();
  const [getAccessToken] = useGetVerificationAccessTokenMutation();
  const handlers = useRef({ onReview, onError });
  useEffect(() => {
    handlers.current = { onReview, onError };
  });

  const frame = useRef<HTMLDivElement>(null);
  const title = intl.formatMessage(m.sdkFrameTitle);
  // The SDK makes its iframe when it mounts (before this effect) without a name: give it one for screen readers.
  useEffect(() => {
    frame.current?.querySelector('iframe')?.setAttribute('title', title);
  }, [title]);

  const refreshToken = async () => (await getAccessToken().unwrap()).token;

  return (
    <div ref={frame}>
      <SumsubWebSdk
      className={styles.sdk}
      accessToken={accessToken}
      expirationHandler={refreshToken}
      config={{ lang: intl.locale }}
      options={{ adaptIframeHeight: true, addViewportTag: false }}
      onMessage={(type, payload) => {
        const review = sdkReviewOf(type, payload);
        if (review) handlers.current.onReview(review);
      }}
      onError={() => handlers.current.onError()}
      />
    </div>
  );
}
