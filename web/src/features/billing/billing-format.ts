import type { PaymentMethodDto, SubscriptionDtoStatus } from '@tessera/contracts';
import { formatPrice } from '@tessera/rules';

/** Billing amounts are cents in the currency the API names. */
export function formatMoney(cents: number, currency = 'USD'): string {
  return formatPrice(cents, currency.toUpperCase());
}

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

export function cardLabel(method: Pick<PaymentMethodDto, 'brand' | 'last4'>): string {
  const brand = method.brand ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1) : '';
  return `${brand || 'Card'} ending ${method.last4}`;
}

export function cardExpiry(method: Pick<PaymentMethodDto, 'expiryMonth' | 'expiryYear'>): string {
  return `${String(method.expiryMonth).padStart(2, '0')}/${String(method.expiryYear).slice(-2)}`;
}

export const SUBSCRIPTION_STATUS_LABELS: Record<
  SubscriptionDtoStatus,
  { label: string; color: string }
> = {
  incomplete: { label: 'Awaiting payment', color: 'gold' },
  active: { label: 'Active', color: 'green' },
  past_due: { label: 'Payment overdue', color: 'red' },
  canceled: { label: 'Canceled', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
};
