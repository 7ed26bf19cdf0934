import type { EventEnvelope } from '@tessera/contracts';
import { CachedPlatformSettings, createLogger } from '@tessera/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadBillingConfig } from '../config/billing-config';
import type { UserDirectory } from '../directory/user-directory';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { LedgerRepository } from '../ledger/ledger.repository';
import type { Payment } from '../payments/payment.schema';
import type { PaymentsRepository } from '../payments/payments.repository';
import { DISPUTE_RESERVE, PayoutHolds } from '../payouts/payout-holds';
import { RecordingProcessor } from '../testing/billing-harness.spec-support';
import {
  InMemoryLedger,
  InMemoryUserDirectory,
  standIn,
} from '../testing/in-memory-repositories.spec-support';
import { CloseDisputeUseCase, DisputeNotYetKnownError } from './close-dispute.usecase';
import type { Dispute } from './dispute.schema';
import type { DisputesRepository, NewDispute, Submission } from './disputes.repository';
import type { EvidencePackGatherer } from './evidence-pack-gatherer';
import { assembleEvidencePack } from './evidence-pack';
import { OpenDisputeUseCase, type ReportedDispute } from './open-dispute.usecase';
import { SubmitDisputeEvidenceUseCase } from './submit-dispute-evidence.usecase';

/** Disputes by id, each change conditional on the status read, as the MongoDB repository does. */
class InMemoryDisputes {
  readonly stored = new Map<string, Dispute>();
  readonly events: EventEnvelope[] = [];

  open(dispute: NewDispute, events: EventEnvelope[]): Promise<boolean> {
    if (this.stored.has(dispute._id)) return Promise.resolve(false);
    this.stored.set(dispute._id, { ...dispute, createdAt: new Date() });
    this.events.push(...events);
    return Promise.resolve(true);
  }

  findById(id: string): Promise<Dispute | null> {
    const found = this.stored.get(id);
    return Promise.resolve(found ? { ...found } : null);
  }

  submit(id: string, submission: Submission, events: EventEnvelope[]) {
    return this.change(id, ['needs_response'], { ...submission, status: 'under_review' }, events);
  }

  close(id: string, outcome: 'won' | 'lost', at: Date, events: EventEnvelope[]) {
    return this.change(
      id,
      ['needs_response', 'under_review'],
      { status: outcome, outcome, closedAt: at },
      events,
    );
  }

  private change(
    id: string,
    from: Dispute['status'][],
    set: Partial<Dispute>,
    events: EventEnvelope[],
  ): Promise<Dispute | null> {
    const found = this.stored.get(id);
    if (!found || !from.includes(found.status)) return Promise.resolve(null);
    const changed = { ...found, ...set };
    this.stored.set(id, changed);
    this.events.push(...events);
    return Promise.resolve({ ...changed });
  }
}

const config = loadBillingConfig({
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  STRIPE_SECRET_KEY: 'sk_test_unit',
  STRIPE_WEBHOOK_SECRET: 'whsec_unit',
  INTERNAL_API_TOKEN: 'an-internal-api-token-of-32-chars!',
  EARNINGS_HOLD_DAYS: '0',
});
const paidAt = new Date('2026-11-01T10:00:00Z');
const payment = {
  _id: 'pay-1',
  intentId: 'pi_1',
  purpose: 'creator_subscription',
  payerId: 'fan-1',
  creatorId: 'creator-1',
  subscriptionId: 'sub-1',
  amountCents: 1000,
  currency: 'eur',
  split: { processorFeeCents: 59, platformFeeCents: 200, creatorNetCents: 741 },
  facts: { succeededAt: paidAt, disputedAt: new Date('2026-11-02T10:00:00Z') },
  createdAt: paidAt,
} as Payment;
const reported: ReportedDispute = {
  id: 'dp_1',
  reason: 'fraudulent',
  amountCents: 1000,
  currency: 'eur',
  dueBy: new Date('2026-11-09T10:00:00Z'),
  openedAt: new Date('2026-11-02T10:00:00Z'),
};
const actions = (events: EventEnvelope[]) =>
  events.map((event) => (event.data as { action: string }).action);

let disputes: InMemoryDisputes;
let ledger: InMemoryLedger;
let settled: Payment[];
let holds: PayoutHolds;
let openDispute: OpenDisputeUseCase;
let closeDispute: CloseDisputeUseCase;

beforeEach(() => {
  disputes = new InMemoryDisputes();
  ledger = new InMemoryLedger();
  settled = [];
  const directory = new InMemoryUserDirectory();
  directory.add('creator-1', 'creator', 'active', true);
  holds = new PayoutHolds(
    standIn<UserDirectory>(directory),
    new CachedPlatformSettings(
      { load: async () => null, save: async () => {} },
      createLogger('unit', 'silent'),
    ),
    standIn<LedgerRepository>(ledger),
  );
  openDispute = new OpenDisputeUseCase(
    standIn<DisputesRepository>(disputes),
    standIn<LedgerRepository>(ledger),
    { settle: async (paid: Payment) => void settled.push(paid) },
    config,
  );
  closeDispute = new CloseDisputeUseCase(
    standIn<DisputesRepository>(disputes),
    standIn<PaymentsRepository>({ findById: async () => payment }),
    standIn<LedgerRepository>(ledger),
    config,
  );
});

describe('a dispute opened', () => {
  it('is stored once with one audit entry however often it is reported', async () => {
    expect(await openDispute.execute(payment, reported)).toBe(true);
    expect(await openDispute.execute(payment, reported)).toBe(false);

    expect([...disputes.stored.values()]).toEqual([
      expect.objectContaining({ _id: 'dp_1', status: 'needs_response', dueBy: reported.dueBy }),
    ]);
    expect(actions(disputes.events)).toEqual(['dispute.opened']);
    expect([...ledger.journals.keys()]).toEqual(['pay-1:dispute_reserve']);
  });

  it('ends what the payment paid for through settlement, which every reversal goes through', async () => {
    await openDispute.execute(payment, reported);
    expect(settled).toEqual([payment]);
  });

  it("holds the creator's payouts while the reserve is owed", async () => {
    expect(await holds.of('creator-1')).toBeNull();
    await openDispute.execute(payment, reported);
    expect(await holds.of('creator-1')).toEqual({
      code: 'dispute_reserve',
      reason: DISPUTE_RESERVE,
    });
  });
});

describe('a dispute decided', () => {
  it('refuses a decision on a dispute it has not heard of, so the processor sends it again', async () => {
    await expect(closeDispute.execute('dp_1', 'won', new Date())).rejects.toBeInstanceOf(
      DisputeNotYetKnownError,
    );
  });

  it('posts a lost outcome once, reversing the payment by its split', async () => {
    await openDispute.execute(payment, reported);
    const closedAt = new Date('2026-11-20T10:00:00Z');
    await closeDispute.execute('dp_1', 'lost', closedAt);
    await closeDispute.execute('dp_1', 'lost', closedAt);

    expect(disputes.stored.get('dp_1')).toMatchObject({
      status: 'lost',
      outcome: 'lost',
      closedAt,
    });
    expect(actions(disputes.events)).toEqual(['dispute.opened', 'dispute.closed']);
    expect([...ledger.journals.keys()]).toEqual([
      'pay-1:dispute_reserve',
      'pay-1:dispute_reserve_release',
      'pay-1:reversal',
    ]);
    expect(await ledger.balanceOf(LedgerAccounts.disputeReserve('creator-1'))).toBe(0);
    expect(await ledger.balanceOf(LedgerAccounts.creator('creator-1'))).toBe(-741);
    expect(await holds.of('creator-1')).toBeNull();
  });

  it('gives a won dispute’s reserve back and keeps the first decision', async () => {
    await openDispute.execute(payment, reported);
    await closeDispute.execute('dp_1', 'won', new Date('2026-11-20T10:00:00Z'));
    await closeDispute.execute('dp_1', 'lost', new Date('2026-11-21T10:00:00Z'));

    expect(disputes.stored.get('dp_1')?.outcome).toBe('won');
    expect(ledger.journals.has('pay-1:reversal')).toBe(false);
    expect(await ledger.balanceOf(LedgerAccounts.creator('creator-1'))).toBe(0);
  });
});

describe('submitting evidence', () => {
  const pack = assembleEvidencePack({ payment, subscription: null, charges: [], now: paidAt });
  let processor: RecordingProcessor;
  let submit: SubmitDisputeEvidenceUseCase;

  beforeEach(async () => {
    processor = new RecordingProcessor();
    submit = new SubmitDisputeEvidenceUseCase(
      standIn<DisputesRepository>(disputes),
      standIn<EvidencePackGatherer>({ gather: async () => pack }),
      processor,
    );
    await openDispute.execute(payment, reported);
  });

  const before = new Date('2026-11-05T10:00:00Z');

  it('sends the pack once, freezes it on the dispute and audits the admin’s note', async () => {
    const decision = { note: 'Watched all month', actorId: 'admin-1' };
    const submitted = await submit.execute('dp_1', decision, undefined, before);
    await submit.execute('dp_1', decision, undefined, before);

    expect(submitted).toMatchObject({
      status: 'under_review',
      evidence: pack,
      note: 'Watched all month',
      submittedBy: 'admin-1',
      submittedAt: before,
    });
    expect(processor.disputeEvidence).toEqual([
      {
        disputeId: 'dp_1',
        evidence: expect.objectContaining({ uncategorizedText: 'Watched all month' }),
        idempotencyKey: 'dispute-evidence:dp_1',
      },
    ]);
    expect(actions(disputes.events)).toEqual(['dispute.opened', 'dispute.evidence_submitted']);
  });

  it('refuses evidence after the deadline or once decided', async () => {
    const late = submit.execute('dp_1', { actorId: 'admin-1' }, undefined, new Date('2026-11-10'));
    await expect(late).rejects.toMatchObject({ status: 409 });
    await closeDispute.execute('dp_1', 'lost', before);
    const decided = submit.execute('dp_1', { actorId: 'admin-1' }, undefined, before);
    await expect(decided).rejects.toMatchObject({ status: 409 });
    expect(processor.disputeEvidence).toEqual([]);
  });
});
