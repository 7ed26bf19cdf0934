import { randomUUID } from 'node:crypto';

const BATCH = 1_000;

/**
 * Writes `count` subscribers, each with a processor customer, a saved card that succeeds and an
 * active Basic Subscriber plan whose period ended at `dueAt`, in the shapes billing stores.
 */
export async function seedDueSubscriptions(db, { count, dueAt, priceCents }) {
  const periodStart = new Date(dueAt.getTime() - 30 * 86_400_000);
  const ids = [];
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const customers = [];
    const methods = [];
    const subscriptions = [];
    for (let index = 0; index < size; index += 1) {
      const userId = `bench-subscriber-${offset + index}`;
      const methodId = randomUUID();
      const subscriptionId = randomUUID();
      ids.push(subscriptionId);
      customers.push({ _id: userId, processorCustomerId: `cus_bench${offset + index}` });
      methods.push({
        _id: methodId,
        userId,
        processorMethodId: 'pm_card_visa',
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        isDefault: true,
        createdAt: periodStart,
        updatedAt: periodStart,
      });
      subscriptions.push({
        _id: subscriptionId,
        version: 0,
        subscriberId: userId,
        liveKey: `${userId}:platform`,
        tierId: 'basic-subscriber',
        tierName: 'Basic Subscriber',
        billingPeriod: 'monthly',
        priceCents,
        currency: 'eur',
        status: 'active',
        currentPeriodStart: periodStart,
        currentPeriodEnd: dueAt,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        paymentMethodId: methodId,
        activatedAt: periodStart,
        renewalFailures: 0,
        nextActionAt: dueAt,
        charge: null,
        settledPaymentIds: [],
        reversedPaymentIds: [],
        lifetimeCents: priceCents,
        outbox: [],
        createdAt: periodStart,
        updatedAt: periodStart,
      });
    }
    await db.collection('customers').insertMany(customers, { ordered: false });
    await db.collection('payment_methods').insertMany(methods, { ordered: false });
    await db.collection('subscriptions').insertMany(subscriptions, { ordered: false });
  }
  return ids;
}
