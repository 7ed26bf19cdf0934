import { ApiError } from '@tessera/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import { CONTEXT, paidTip, refundHarness, refusal } from './in-memory-refunds.spec-support';

const ADMIN = 'admin-1';
const request = (fields: { amountCents?: number; reason?: string; paymentId?: string } = {}) => ({
  paymentId: 'pay-1',
  reason: 'Charged twice by mistake',
  actorId: ADMIN,
  ...fields,
});

describe('IssueRefundUseCase', () => {
  let harness: ReturnType<typeof refundHarness>;

  beforeEach(() => {
    harness = refundHarness();
    harness.payments.add(paidTip(5_000));
  });

  it('refunds the whole payment with the reason, posts the reversal and tells the payer', async () => {
    const refund = await harness.issue.execute(request(), CONTEXT);

    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 5_000, issuedBy: ADMIN });
    expect(harness.processor.refunds).toEqual([
      expect.objectContaining({ key: `refund:${refund._id}` }),
    ]);
    expect(harness.processor.refunds[0]?.part).toBeUndefined();
    const [journal] = harness.refundJournals();
    const byAccount = Object.fromEntries(
      (journal?.postings ?? []).map((posting) => [posting.account, posting.amountCents]),
    );
    expect(byAccount).toEqual({
      [LedgerAccounts.payer('fan-1')]: 5_000,
      [LedgerAccounts.platformRevenue]: -500,
      [LedgerAccounts.creator('creator-1')]: -4_500,
    });
    expect(harness.refunds.actions()).toEqual(['payment.refunded', 'refund.issued']);
    const audit = harness.refunds.events.find((event) => event.type === 'audit.log');
    expect(audit?.data).toMatchObject({
      reason: 'Charged twice by mistake',
      ipAddress: '203.0.113.9',
    });
  });

  it('refunds part, then the rest, taking back exactly the creator’s whole earning', async () => {
    const part = await harness.issue.execute(request({ amountCents: 1_001 }));
    const rest = await harness.issue.execute(request({ reason: 'And the rest' }));

    expect([part.amountCents, rest.amountCents]).toEqual([1_001, 3_999]);
    expect(harness.processor.refunds.map((sent) => sent.part)).toEqual([
      { amountCents: 1_001, refundedTotalCents: 1_001 },
      { amountCents: 3_999, refundedTotalCents: 5_000 },
    ]);
    const creatorTaken = harness
      .refundJournals()
      .flatMap((journal) => journal.postings)
      .filter((posting) => posting.account === LedgerAccounts.creator('creator-1'))
      .reduce((sum, posting) => sum + posting.amountCents, 0);
    expect(creatorTaken).toBe(-4_500);
    await expect(harness.issue.execute(request({ reason: 'Once more' }))).rejects.toMatchObject(
      refusal(409, 'Nothing of this payment is left to refund'),
    );
  });

  it('refuses more than is left, in whole cents', async () => {
    await harness.issue.execute(request({ amountCents: 4_000 }));
    const tooMuch = harness.issue.execute(request({ amountCents: 1_001, reason: 'More' }));
    await expect(tooMuch).rejects.toBeInstanceOf(ApiError);
    await expect(tooMuch).rejects.toMatchObject(refusal(400, 'At most 1000 cents'));
  });

  it('makes the same request twice, or twice at once, one refund', async () => {
    const [first, second] = await Promise.all([
      harness.issue.execute(request({ amountCents: 700 })),
      harness.issue.execute(request({ amountCents: 700 })),
    ]);
    const third = await harness.issue.execute(request({ amountCents: 700 }));

    expect(new Set([first._id, second._id, third._id]).size).toBe(1);
    expect(harness.refunds.docs.size).toBe(1);
    expect(harness.processor.refunds).toHaveLength(1);
    expect(harness.refundJournals()).toHaveLength(1);
    expect((await harness.payments.findById('pay-1'))?.refundedCents).toBe(700);
  });

  it('never gives back more than was paid when different refunds run at once', async () => {
    const results = await Promise.all([
      harness.issue.execute(request({ reason: 'First admin' })),
      harness.issue.execute(request({ reason: 'Second admin', actorId: 'admin-2' })),
    ]);

    expect(results.map((refund) => refund.status).sort()).toEqual(['failed', 'succeeded']);
    expect(harness.processor.refunds).toHaveLength(1);
    expect((await harness.payments.findById('pay-1'))?.refundedCents).toBe(5_000);
  });

  it('holds a refund above the threshold for a second admin, moving no money', async () => {
    harness.payments.add(paidTip(20_000, 'pay-big'));

    const refund = await harness.issue.execute(request({ paymentId: 'pay-big' }));

    expect(refund.status).toBe('awaiting_approval');
    expect(harness.processor.refunds).toHaveLength(0);
    expect(harness.refunds.actions()).toEqual(['refund.approval_requested']);
  });

  it('marks the refund failed and frees its amount when the processor refuses', async () => {
    harness.processor.refuse = true;

    const refund = await harness.issue.execute(request({ amountCents: 500 }));

    expect(refund).toMatchObject({ status: 'failed' });
    expect((await harness.payments.findById('pay-1'))?.refundedCents).toBe(0);
    expect(harness.refundJournals()).toHaveLength(0);
  });

  it('answers 404 for an unknown payment and 409 for one that did not succeed', async () => {
    await expect(harness.issue.execute(request({ paymentId: 'nope' }))).rejects.toMatchObject(
      refusal(404, 'Payment not found'),
    );
    harness.payments.add({ ...paidTip(900, 'pay-failed'), facts: { failedAt: new Date() } });
    await expect(harness.issue.execute(request({ paymentId: 'pay-failed' }))).rejects.toMatchObject(
      refusal(409, 'Only a successful, undisputed payment can be refunded'),
    );
  });
});
