import type { OperationDoc } from '@tessera/platform';
import { MONEY_OPERATIONS } from './money-operations';
import { PAYMENT_OPERATIONS } from './payment-operations';
import { SUBSCRIPTION_OPERATIONS } from './subscription-operations';

export const BILLING_OPERATIONS: OperationDoc[] = [
  ...PAYMENT_OPERATIONS,
  ...SUBSCRIPTION_OPERATIONS,
  ...MONEY_OPERATIONS,
];
