import type { AccountInfo } from '@casino/platform-contract';

export type VerificationStatus = 'verified' | 'pending' | 'not-verified';

/** The player's verification state from the account info (is_verified wins over is_on_verification). */
export function verificationStatusOf(account: Pick<AccountInfo, 'is_verified' | 'is_on_verification'>): VerificationStatus {
  if (account.is_verified) return 'verified';
  return account.is_on_verification ? 'pending' : 'not-verified';
}
