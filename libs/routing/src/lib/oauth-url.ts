import { buildQuery } from './query';

/** The social sign-in popup window size (SPEC.md 2.1 and 9). */
export const OAUTH_POPUP_SIZE = { width: 640, height: 480 } as const;

export type OAuthInitOptions = {
  service: string;
  /** Where the platform sends the player back after the provider. */
  redirectUrl: string;
  typeAuth: string;
};

/** The URL the social sign-in popup opens: /oauth/init?service=..&redirect_url=..&type_auth=.. */
export function buildOAuthInitUrl({ service, redirectUrl, typeAuth }: OAuthInitOptions): string {
  return `/oauth/init${buildQuery({ service, redirect_url: redirectUrl, type_auth: typeAuth })}`;
}
