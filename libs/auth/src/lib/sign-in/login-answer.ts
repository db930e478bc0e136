import { isPlatformError } from '@casino/api-client';
import { readRestriction, type RgRestrictionKind } from '@casino/platform-contract';
import { serverMessages } from '../shared/server-errors';

/** What a failed auth.login means for the form (SPEC.md 4 and 8). */
export type LoginFailure =
  /** "two_factor_auth is enable": a code was sent; a new one may be asked for after resendTime seconds. */
  | { kind: 'code-sent'; resendTime: number }
  /** "Resend time is N": a code was sent earlier and is still the one to type. */
  | { kind: 'resend-wait'; resendTime: number }
  | { kind: 'code-digits' }
  | { kind: 'code-expired' }
  | { kind: 'code-invalid' }
  | { kind: 'wrong-credentials' }
  | { kind: 'too-many-requests' }
  /** Responsible gaming: a time-out, a self-exclusion or used-up session time refuses sign-in until `endsAt`. */
  | { kind: 'restricted'; restriction: RgRestrictionKind; endsAt: string | undefined }
  | { kind: 'unknown' };

/** Used when the server says two-factor is on without a resend time. */
export const DEFAULT_RESEND_SECONDS = 60;

const RESEND_TIME = /Resend time is\s*(\d+)/i;

function resendTimeOf(value: unknown, fallback: number): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback;
}

/** Reads the platform's answer to a failed sign-in; the texts are the server messages of SPEC.md 8. */
export function readLoginFailure(error: unknown): LoginFailure {
  if (!isPlatformError(error)) return { kind: 'unknown' };
  if (error.type === 'TooManyRequestsException') return { kind: 'too-many-requests' };
  const restriction = error.type === 'AuthorizationException' ? readRestriction(error.data) : null;
  if (restriction) return { kind: 'restricted', restriction: restriction.restriction, endsAt: restriction.ends_at };
  if (error.type !== 'InvalidParameterException') return { kind: 'unknown' };
  const messages = serverMessages(error);
  const has = (text: string) => messages.some((message) => message.toLowerCase().includes(text.toLowerCase()));
  const resendMatch = messages.map((message) => RESEND_TIME.exec(message)).find(Boolean);
  if (resendMatch) return { kind: 'resend-wait', resendTime: resendTimeOf(error.data?.['resend_time'], Number(resendMatch[1])) };
  if (has('two_factor_auth is enable')) return { kind: 'code-sent', resendTime: resendTimeOf(error.data?.['resend_time'], DEFAULT_RESEND_SECONDS) };
  if (has('code must contain 6 digits')) return { kind: 'code-digits' };
  if (has('Time expired')) return { kind: 'code-expired' };
  if (has('code is invalid')) return { kind: 'code-invalid' };
  return { kind: 'wrong-credentials' };
}
