import { beforeEach, describe, expect, it } from 'vitest';
import { CONTEXT, paidTip, refundHarness, refusal } from './in-memory-refunds.spec-support';

describe('RequestRefundUseCase', () => {
  let harness: ReturnType<typeof refundHarness>;

  beforeEach(() => {
    harness = refundHarness();
    harness.payments.add(paidTip(2_500));
  });

  it('queues a pending request for what is left, audited as refund.requested', async () => {
    const asked = await harness.request.execute(
      'fan-1',
      { paymentId: 'pay-1', reason: 'Never got access' },
      CONTEXT,
    );

    expect(asked).toMatchObject({
      status: 'pending',
      source: 'user_request',
      amountCents: 2_500,
      requestedBy: 'fan-1',
    });
    expect(harness.refunds.actions()).toEqual(['refund.requested']);
    expect(harness.processor.refunds).toHaveLength(0);
  });

  it('answers 404 for somebody else’s payment', async () => {
    await expect(
      harness.request.execute('someone-else', { paymentId: 'pay-1', reason: 'Mine?' }),
    ).rejects.toMatchObject(refusal(404, 'Payment not found'));
  });

  it('keeps one open request per payment, even when asked twice at once', async () => {
    const outcomes = await Promise.allSettled([
      harness.request.execute('fan-1', { paymentId: 'pay-1', reason: 'First' }),
      harness.request.execute('fan-1', { paymentId: 'pay-1', reason: 'Second' }),
    ]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(harness.refunds.docs.size).toBe(1);
  });
});
