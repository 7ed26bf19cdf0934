import { Inject, Injectable } from '@nestjs/common';
import type { InternalDisputeEvidence } from '@tessera/contracts';
import { buildAuditEvent, conflict, notFound, type RequestContext } from '@tessera/platform';
import { PaymentProcessor } from '../processor/payment-processor';
import type { Dispute } from './dispute.schema';
import { DisputesRepository } from './disputes.repository';
import { processorEvidenceOf } from './evidence-pack';
import { EvidencePackGatherer } from './evidence-pack-gatherer';

export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const DISPUTE_DECIDED = 'The dispute is decided already';
export const DEADLINE_PASSED = 'The deadline for evidence has passed';

type Disputes = Pick<DisputesRepository, 'findById' | 'submit'>;
type Gatherer = Pick<EvidencePackGatherer, 'gather'>;
type Processor = Pick<PaymentProcessor, 'submitDisputeEvidence'>;

/**
 * An admin submits a dispute's evidence pack, gathered now, with their note: it goes to the
 * processor (keyed by the dispute, so a retry submits once), then the pack is frozen on the
 * dispute, which moves to `under_review`, with its `dispute.evidence_submitted` audit entry in the
 * same write. Asked again once submitted, it answers the dispute as it is.
 */
@Injectable()
export class SubmitDisputeEvidenceUseCase {
  constructor(
    @Inject(DisputesRepository) private readonly disputes: Disputes,
    @Inject(EvidencePackGatherer) private readonly gatherer: Gatherer,
    @Inject(PaymentProcessor) private readonly processor: Processor,
  ) {}

  async execute(
    disputeId: string,
    { note, actorId }: InternalDisputeEvidence,
    context?: RequestContext,
    now = new Date(),
  ): Promise<Dispute> {
    const dispute = await this.disputes.findById(disputeId);
    if (!dispute) throw notFound(DISPUTE_NOT_FOUND);
    if (dispute.status === 'under_review') return dispute;
    if (dispute.status !== 'needs_response') throw conflict(DISPUTE_DECIDED);
    if (dispute.dueBy < now) throw conflict(DEADLINE_PASSED);
    const evidence = await this.gatherer.gather(dispute, now);
    await this.processor.submitDisputeEvidence(
      disputeId,
      processorEvidenceOf(evidence, note),
      `dispute-evidence:${disputeId}`,
    );
    const audit = buildAuditEvent(
      'subscription-billing',
      {
        action: 'dispute.evidence_submitted',
        outcome: 'success',
        userId: dispute.payerId,
        actorId,
        resource: 'dispute',
        resourceId: disputeId,
        details: {
          paymentId: dispute.paymentId,
          otherCharges: evidence.otherCharges.length,
          subscription: evidence.subscription?.id ?? null,
        },
        ...(note ? { reason: note } : {}),
        before: { status: 'needs_response' },
        after: { status: 'under_review' },
      },
      context,
    );
    const submitted = await this.disputes.submit(
      disputeId,
      { evidence, submittedAt: now, submittedBy: actorId, ...(note ? { note } : {}) },
      [audit],
    );
    return submitted ?? ((await this.disputes.findById(disputeId)) as Dispute);
  }
}
