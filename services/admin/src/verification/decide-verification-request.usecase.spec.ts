import type { DecideVerificationRequest, VerificationDecision } from '@tessera/contracts';
import type { OutgoingMail } from '@tessera/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { DecideVerificationRequestUseCase } from './decide-verification-request.usecase';
import type { VerificationRequest } from './verification-request.schema';
import type { Decided } from './verification-requests.repository';
import { VerificationServicesPort } from './verification-services.client';

class InMemoryRequests {
  readonly stored = new Map<string, VerificationRequest>();
  readonly audits: unknown[] = [];

  async findById(id: string) {
    return this.stored.get(id) ?? null;
  }

  async decide(id: string, decided: Decided, events: unknown[]) {
    const current = this.stored.get(id);
    if (!current || current.status !== 'pending') return null;
    const next = { ...current, ...decided };
    this.stored.set(id, next);
    this.audits.push(...events);
    return next;
  }
}

class RecordingServices extends VerificationServicesPort {
  readonly statuses: DecideVerificationRequest[] = [];
  async describeDocument() {
    return null;
  }
  async documentUrl(id: string) {
    return `https://storage.example/${id}`;
  }
  async deleteDocument() {}
  async setVerificationStatus(userId: string, request: DecideVerificationRequest) {
    this.statuses.push(request);
    return { userId } as VerificationDecision;
  }
  async contactOf() {
    return { email: 'mara@example.com', displayName: 'Mara' };
  }
}

const pending = (): VerificationRequest => ({
  _id: 'req-1',
  userId: 'creator-1',
  displayName: 'Mara',
  type: 'identity',
  status: 'pending',
  documents: [],
  submittedAt: new Date('2026-11-20T10:00:00Z'),
  reviewedAt: null,
  reviewedBy: null,
  notes: null,
  documentsDeletedAt: null,
});

let requests: InMemoryRequests;
let services: RecordingServices;
let mails: OutgoingMail[];
let decide: DecideVerificationRequestUseCase;

beforeEach(() => {
  requests = new InMemoryRequests();
  requests.stored.set('req-1', pending());
  services = new RecordingServices();
  mails = [];
  decide = new DecideVerificationRequestUseCase(
    requests,
    services,
    { sendInBackground: (mail: OutgoingMail) => void mails.push(mail) },
    { PUBLIC_WEB_URL: 'https://tessera.example' },
    { warn: () => undefined },
  );
});

describe('DecideVerificationRequestUseCase', () => {
  it('verifies the account, records and audits the decision, and mails the creator', async () => {
    const decided = await decide.execute('req-1', 'admin-1', { decision: 'approve' });
    expect(decided).toMatchObject({ status: 'approved', reviewedBy: 'admin-1' });
    expect(services.statuses).toEqual([{ verificationStatus: 'verified', actorId: 'admin-1' }]);
    expect(requests.audits).toHaveLength(1);
    expect(requests.audits[0]).toMatchObject({
      data: {
        action: 'verification.decided',
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
    });
    expect(mails.map((mail) => mail.subject)).toEqual(['Your identity is verified']);
  });

  it('answers the same decision again without acting twice, and refuses a different one', async () => {
    const first = await decide.execute('req-1', 'admin-1', {
      decision: 'reject',
      notes: 'Blurred',
    });
    const again = await decide.execute('req-1', 'admin-2', {
      decision: 'reject',
      notes: 'Still blurred',
    });
    expect(again).toEqual(first);
    expect(services.statuses).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Blurred');
    await expect(decide.execute('req-1', 'admin-2', { decision: 'approve' })).rejects.toMatchObject(
      { status: 409 },
    );
  });

  it('answers 404 for an unknown request', async () => {
    await expect(decide.execute('nope', 'admin-1', { decision: 'approve' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
