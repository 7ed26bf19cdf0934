import type { AccountStatus, VerificationStatus } from '@tessera/contracts';
import type { User } from '../users/user.schema';

type Standing = Pick<User, 'status' | 'statusReason'>;

/** An account's status; accounts stored before statuses existed have none and are active. */
export function statusOf(user: Pick<User, 'status'>): AccountStatus {
  return user.status ?? 'active';
}

/** An account's verification status; one stored before it existed has it from `isVerified`. */
export function verificationStatusOf(
  user: Pick<User, 'verificationStatus' | 'isVerified'>,
): VerificationStatus {
  return user.verificationStatus ?? (user.isVerified ? 'verified' : 'none');
}

/** Statuses that end every session of the account and keep it from signing in again. */
export function locksOut(status: AccountStatus): status is 'suspended' | 'banned' {
  return status === 'suspended' || status === 'banned';
}

/**
 * What a suspended or banned account is told when it tries to sign in, naming the status and the
 * admin's reason; null for an account that may sign in (pending accounts may).
 */
export function signInRefusalOf(user: Standing): string | null {
  const status = statusOf(user);
  if (!locksOut(status)) return null;
  const reason = user.statusReason?.trim() ?? '';
  const stated = reason === '' ? '.' : `: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`;
  return `This account is ${status}${stated} Check your email for how to appeal.`;
}
