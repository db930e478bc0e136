/**
 * The two-factor server messages of SPEC.md 8 ("code must contain 6 digits", "Time expired",
 * "two_factor_auth: code is invalid", "Resend time is N") as what the player is told: a key of
 * securityMessages, or the seconds to wait for a new code.
 */
export type TwoFactorProblem = { message: 'codeExpired' | 'codeSixDigits' | 'codeInvalid' } | { resendIn: number };

export function twoFactorProblem(serverText: string | undefined): TwoFactorProblem | undefined {
  if (!serverText) return undefined;
  const resend = /Resend time is (\d+)/i.exec(serverText);
  if (resend) return { resendIn: Number(resend[1]) };
  if (/expired/i.test(serverText)) return { message: 'codeExpired' };
  if (/6 digits/i.test(serverText)) return { message: 'codeSixDigits' };
  if (/invalid/i.test(serverText)) return { message: 'codeInvalid' };
  return undefined;
}
