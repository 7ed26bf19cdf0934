import { paymentSchema } from '@tessera/contracts';
import type { DataResponseDoc } from '@tessera/platform';

/** A payment as its payer, its creator or an admin sees it. */
export const paymentResponse: DataResponseDoc = { description: 'PaymentDto', data: paymentSchema };
