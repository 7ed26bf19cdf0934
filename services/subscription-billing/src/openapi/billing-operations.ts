import type { OperationDoc } from '@tessera/platform';
import { PAYMENT_OPERATIONS } from './payment-operations';

export const BILLING_OPERATIONS: OperationDoc[] = [...PAYMENT_OPERATIONS];
