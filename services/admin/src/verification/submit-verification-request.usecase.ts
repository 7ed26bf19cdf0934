import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SubmitVerificationRequest } from '@tessera/contracts';
import {
  badRequest,
  buildAuditEvent,
  conflict,
  forbidden,
  type RequestContext,
} from '@tessera/platform';
import type { AttachedDocument, VerificationRequest } from './verification-request.schema';
import { VerificationRequestsRepository } from './verification-requests.repository';
import { VerificationServicesPort } from './verification-services.client';

const ALREADY_PENDING = 'You already have a verification request under review';

type Requests = Pick<VerificationRequestsRepository, 'submit'>;

/**
 * A creator asks to be verified with documents they uploaded themselves. Auth marks the account
 * pending, and the request goes into the queue with its `verification.submitted` audit.
 */
@Injectable()
export class SubmitVerificationRequestUseCase {
  constructor(
    @Inject(VerificationRequestsRepository) private readonly requests: Requests,
    private readonly services: VerificationServicesPort,
  ) {}

  async execute(
    userId: string,
    body: SubmitVerificationRequest,
    context?: RequestContext,
  ): Promise<VerificationRequest> {
    const documents: AttachedDocument[] = [];
    for (const { type, mediaId } of body.documents) {
      const info = await this.services.describeDocument(mediaId);
      if (!info)
        throw badRequest(`No uploaded document ${mediaId}`, [
          { field: type, message: 'Upload this document again' },
        ]);
      if (info.ownerId !== userId) throw forbidden('You can only attach documents you uploaded');
      documents.push({
        id: mediaId,
        type,
        filename: info.filename,
        contentType: info.contentType,
        uploadedAt: new Date(info.uploadedAt),
      });
    }
    const contact = await this.services.contactOf(userId);
    const request: VerificationRequest = {
      _id: randomUUID(),
      userId,
      displayName: contact?.displayName ?? null,
      type: body.type,
      status: 'pending',
      documents,
      submittedAt: new Date(),
      reviewedAt: null,
      reviewedBy: null,
      notes: null,
      documentsDeletedAt: null,
    };
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'verification.submitted',
        outcome: 'success',
        userId,
        actorId: userId,
        resource: 'verification.request',
        resourceId: request._id,
        details: { documents: documents.map((doc) => doc.type) },
        after: { status: 'pending' },
      },
      context,
    );
    const stored = await this.requests.submit(request, [audit]);
    if (!stored) throw conflict(ALREADY_PENDING);
    await this.services.setVerificationStatus(userId, {
      verificationStatus: 'pending',
      actorId: userId,
    });
    return stored;
  }
}
