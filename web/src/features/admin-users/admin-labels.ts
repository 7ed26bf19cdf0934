import type { AccountStatus, VerificationStatus } from '@tessera/contracts';

export const STATUS_COLORS: Record<AccountStatus, string> = {
  active: 'green',
  pending: 'gold',
  suspended: 'orange',
  banned: 'red',
};

export const STATUS_OPTIONS = (['active', 'pending', 'suspended', 'banned'] as const).map(
  (value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }),
);

export const ROLE_OPTIONS = [
  { value: 'subscriber', label: 'Subscriber' },
  { value: 'creator', label: 'Creator' },
  { value: 'admin', label: 'Admin' },
] as const;

export const VERIFICATION_OPTIONS: Array<{ value: VerificationStatus; label: string }> = [
  { value: 'none', label: 'Not verified' },
  { value: 'pending', label: 'Verification pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Verification rejected' },
];

export const dollars = (cents: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(cents / 100);

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
