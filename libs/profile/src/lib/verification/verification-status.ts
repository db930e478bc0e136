import type { AccountInfo } from '@casino/platform-contract';
import type { SdkReview } from './sdk-review';

export type AccountVerificationStatus = 'verified' | 'pending' | 'not-verified';
export type VerificationStatus = AccountVerificationStatus | 'retry' | 'rejected';

/** The player's verification state from the account info (is_verified wins over is_on_verification). */
export function verificationStatusOf(account: Pick<AccountInfo, 'is_verified' | 'is_on_verification'>): AccountVerificationStatus {
  if (account.is_verified) return 'verified';
  return account.is_on_verification ? 'pending' : 'not-verified';
}

/** On the verification page: the SDK's latest review event when there is one (what the player just saw), else the account's flags. */
export function reviewStatusOf(account: Pick<AccountInfo, 'is_verified' | 'is_on_verification'>, review: SdkReview | undefined): VerificationStatus {
  if (review === 'approved') return 'verified';
  if (review === 'submitted' || review === 'pending') return 'pending';
  if (review === 'retry' || review === 'rejected') return review;
  return verificationStatusOf(account);
}
