import type {
  DecideVerificationRequest,
  UserContact,
  VerificationDecision,
  VerificationDocumentInfo,
} from '@tessera/contracts';

/** The services a verification request involves: content keeps the documents, auth the account. */
export abstract class VerificationServicesPort {
  /** Who uploaded a document and what it is; null when content has no such document. */
  abstract describeDocument(documentId: string): Promise<VerificationDocumentInfo | null>;
  /** A link reading the document for a few minutes. */
  abstract documentUrl(documentId: string): Promise<string>;
  abstract deleteDocument(documentId: string): Promise<void>;
  abstract setVerificationStatus(
    userId: string,
    request: DecideVerificationRequest,
  ): Promise<VerificationDecision>;
  /** Where to write to the account; null when auth does not know it. */
  abstract contactOf(userId: string): Promise<UserContact | null>;
}
