import type { VerificationRequestDto } from '@tessera/contracts';
import type { VerificationRequest } from './verification-request.schema';
import type { VerificationServicesPort } from './verification-services.client';

/**
 * A request as its API shows it. Admins get a fresh five-minute link to each document still
 * kept; the creator sees the documents' names only.
 */
export async function presentVerificationRequest(
  request: VerificationRequest,
  links: Pick<VerificationServicesPort, 'documentUrl'> | null,
): Promise<VerificationRequestDto> {
  const kept = request.documentsDeletedAt === null;
  return {
    id: request._id,
    userId: request.userId,
    username: null,
    displayName: request.displayName,
    type: request.type,
    status: request.status,
    documents: await Promise.all(
      request.documents.map(async (document) => ({
        id: document.id,
        type: document.type,
        url: links && kept ? await links.documentUrl(document.id) : null,
        filename: document.filename,
        contentType: document.contentType,
        uploadedAt: document.uploadedAt.toISOString(),
      })),
    ),
    submittedAt: request.submittedAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    reviewedBy: request.reviewedBy,
    notes: request.notes,
  };
}
