import type { PostStatus } from '@tessera/contracts';
import { formatPrice, getTier, type ContentType, type PrivacyLevel } from '@tessera/rules';

export const STATUS_LABELS: Record<PostStatus, { label: string; color: string }> = {
  pending: { label: 'Pending review', color: 'gold' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  published: { label: 'Published', color: 'green' },
  draft: { label: 'Draft', color: 'default' },
  archived: { label: 'Archived', color: 'purple' },
  rejected: { label: 'Rejected', color: 'red' },
};

export const PRIVACY_LABELS: Record<PrivacyLevel, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone can see it' },
  subscribers: { label: 'Subscribers', hint: 'Any active subscription' },
  premium: { label: 'Premium', hint: 'Pro Subscriber or higher' },
  private: { label: 'Exclusive', hint: 'VIP Subscriber only' },
};

export const TYPE_LABELS: Record<ContentType, string> = {
  photo: 'Photo',
  video: 'Video',
  text: 'Text',
};

/** Pay-per-view prices are in US dollars. */
export function formatUnlockPrice(cents: number): string {
  return formatPrice(cents, 'USD', 'en-US');
}

/** A creator's tier price, in the tier's own currency. */
export function formatTierPrice(cents: number, currency: string): string {
  return formatPrice(cents, currency.toUpperCase());
}

export function tierName(tierId: string | undefined): string | undefined {
  return getTier(tierId)?.name;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(undefined, { notation: 'compact' }).format(value);
}
