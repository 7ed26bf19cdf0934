import { Inject, Injectable } from '@nestjs/common';
import type {
  DecideVerificationRequest,
  UserContact,
  VerificationDecision,
  VerificationDocumentInfo,
  VerificationDocumentUrl,
} from '@tessera/contracts';
import {
  InternalHttpClient,
  InternalHttpError,
  SERVICE_CONFIG,
  serviceUnavailable,
} from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';

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

const documentPath = (id: string) => `/internal/verification-documents/${encodeURIComponent(id)}`;
const isNotFound = (error: unknown) => error instanceof InternalHttpError && error.status === 404;

/** Content's internal document routes and auth's verification and contact routes. */
@Injectable()
export class VerificationServicesClient extends VerificationServicesPort {
  private readonly content: InternalHttpClient;
  private readonly auth: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: AdminConfig) {
    super();
    const common = { internalToken: config.INTERNAL_API_TOKEN, timeoutMs: 10_000 };
    this.content = new InternalHttpClient({
      ...common,
      service: 'content',
      baseUrl: config.CONTENT_URL,
    });
    this.auth = new InternalHttpClient({ ...common, service: 'auth', baseUrl: config.AUTH_URL });
  }

  async describeDocument(documentId: string): Promise<VerificationDocumentInfo | null> {
    try {
      return await this.content.get<VerificationDocumentInfo>(documentPath(documentId));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }

  async documentUrl(documentId: string): Promise<string> {
    const { url } = await this.content.get<VerificationDocumentUrl>(
      `${documentPath(documentId)}/url`,
    );
    return url;
  }

  async deleteDocument(documentId: string): Promise<void> {
    await this.content.delete(documentPath(documentId));
  }

  async setVerificationStatus(
    userId: string,
    request: DecideVerificationRequest,
  ): Promise<VerificationDecision> {
    try {
      // Setting the same status twice is the same as once, so a retried decision may repeat it.
      return await this.auth.put<VerificationDecision>(
        `/internal/users/${encodeURIComponent(userId)}/verification`,
        { body: request },
      );
    } catch (error) {
      throw unavailable(error);
    }
  }

  async contactOf(userId: string): Promise<UserContact | null> {
    try {
      return await this.auth.get<UserContact>(
        `/internal/users/${encodeURIComponent(userId)}/contact`,
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }
}

function unavailable(error: unknown) {
  return serviceUnavailable(
    `Verification cannot be handled right now; try again in a minute (${(error as Error).message})`,
  );
}
