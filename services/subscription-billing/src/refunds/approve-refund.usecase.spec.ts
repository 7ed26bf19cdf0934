import { beforeEach, describe, expect, it } from 'vitest';
import { paidTip, refundHarness, refusal } from './in-memory-refunds.spec-support';

describe('ApproveRefundUseCase and RejectRefundUseCase', () => {
  let harness: ReturnType<typeof refundHarness>;

  beforeEach(() => {
    harness = refundHarness();
    harness.payments.add(paidTip(20_000, 'pay-big'));
    harness.payments.add(paidTip(3_000, 'pay-small'));
  });

  const issueBig = () =>
    harness.issue.execute({
      paymentId: 'pay-big',
      reason: 'Fraud on the card',
      actorId: 'admin-1',
    });

  it('sends a refund above the threshold once a second admin approves it', async () => {
    const waiting = await issueBig();

    await expect(
      harness.approve.execute(waiting._id, { actorId: 'admin-1' }),
    ).rejects.toMatchObject(refusal(403, 'A second admin must approve a refund you issued'));
    const approved = await harness.approve.execute(waiting._id, { actorId: 'admin-2' });

    expect(approved).toMatchObject({
      status: 'succeeded',
      issuedBy: 'admin-1',
      approvedBy: 'admin-2',
    });
    expect(harness.processor.refunds).toHaveLength(1);
    expect(harness.refunds.actions()).toEqual([
      'refund.approval_requested',
      'refund.approved',
      'payment.refunded',
      'refund.issued',
    ]);
    await expect(
      harness.approve.execute(waiting._id, { actorId: 'admin-3' }),
    ).rejects.toMatchObject(refusal(409, 'This refund is not waiting for a decision'));
  });

  it('approves once when two admins approve at once', async () => {
    const waiting = await issueBig();

    const outcomes = await Promise.allSettled([
      harness.approve.execute(waiting._id, { actorId: 'admin-2' }),
      harness.approve.execute(waiting._id, { actorId: 'admin-3' }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(harness.processor.refunds).toHaveLength(1);
  });

  it('turns a payer’s request into the admin’s refund, sent at once below the threshold', async () => {
    const asked = await harness.request.execute('fan-1', {
      paymentId: 'pay-small',
      reason: 'Wrong creator',
    });

    const granted = await harness.approve.execute(asked._id, { actorId: 'admin-1' });

    expect(granted).toMatchObject({
      status: 'succeeded',
      source: 'user_request',
      issuedBy: 'admin-1',
    });
    expect(granted.openRequestFor).toBeUndefined();
  });

  it('needs a second admin for a payer’s request above the threshold', async () => {
    const asked = await harness.request.execute('fan-1', {
      paymentId: 'pay-big',
      reason: 'Not what I paid for',
    });

    const first = await harness.approve.execute(asked._id, { actorId: 'admin-1' });
    expect(first.status).toBe('awaiting_approval');
    const second = await harness.approve.execute(asked._id, { actorId: 'admin-2' });

    expect(second.status).toBe('succeeded');
  });

  it('rejects with a reason, moves no money, and lets the payer ask again', async () => {
    const asked = await harness.request.execute('fan-1', {
      paymentId: 'pay-small',
      reason: 'Changed my mind',
    });

    const rejected = await harness.reject.execute(asked._id, {
      actorId: 'admin-1',
      reason: 'Content was delivered',
    });

    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Content was delivered',
    });
    expect(harness.processor.refunds).toHaveLength(0);
    await expect(
      harness.request.execute('fan-1', { paymentId: 'pay-small', reason: 'Please reconsider' }),
    ).resolves.toMatchObject({ status: 'pending' });
  });
});
