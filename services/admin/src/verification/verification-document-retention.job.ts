import { Inject, Injectable } from '@nestjs/common';
import { VERIFICATION_DOCUMENT_RETENTION_DAYS } from '@tessera/contracts';
import { InjectQueue, RecurringSweep } from '@tessera/platform';
import type { Queue } from 'bullmq';
import { VerificationRequestsRepository } from './verification-requests.repository';
import { VerificationServicesPort } from './verification-services.client';

export const VERIFICATION_RETENTION_QUEUE = 'verification-document-retention';

const DAY_MS = 86_400_000;
const BATCH = 200;

/**
 * Once a day, deletes the documents of requests decided 30 days ago or more from content. A
 * request is marked only after all its documents are gone, so a failed round is retried the
 * next day; deleting a document already gone changes nothing.
 */
@Injectable()
export class VerificationDocumentRetentionJob extends RecurringSweep {
  constructor(
    @InjectQueue(VERIFICATION_RETENTION_QUEUE) queue: Queue,
    @Inject(VerificationRequestsRepository)
    private readonly requests: Pick<
      VerificationRequestsRepository,
      'dueForDeletion' | 'markDocumentsDeleted'
    >,
    private readonly services: VerificationServicesPort,
  ) {
    super(queue, { schedulerId: 'delete-verification-documents', everyMs: DAY_MS });
  }

  protected async sweep(now = new Date()): Promise<string> {
    const cutoff = new Date(now.getTime() - VERIFICATION_DOCUMENT_RETENTION_DAYS * DAY_MS);
    const due = await this.requests.dueForDeletion(cutoff, BATCH);
    for (const request of due) {
      for (const document of request.documents) await this.services.deleteDocument(document.id);
      await this.requests.markDocumentsDeleted(request._id, now);
    }
    return `deleted the documents of ${due.length} decided requests`;
  }
}
