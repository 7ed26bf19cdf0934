import { z } from 'zod';

/** An id in a billing route or body: what billing stores ids as, nothing that could be a query. */
export const billingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');
