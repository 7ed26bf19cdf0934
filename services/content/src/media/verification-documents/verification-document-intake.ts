import { Injectable } from '@nestjs/common';
import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  type UploadedVerificationDocument,
} from '@tessera/contracts';
import {
  ApiError,
  type AuthenticatedUser,
  ObjectStorage,
  ObjectTooLargeError,
  badRequest,
  forbidden,
  unauthorized,
} from '@tessera/platform';
import { isRole } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import { newMediaId } from '../media-keys';
import { drain } from '../media-intake';
import { VerificationDocumentsRepository } from './verification-documents.repository';

type DocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

const WRONG_TYPE = 'Upload a JPEG, PNG or PDF file';
const TOO_LARGE = `A document may be at most ${VERIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`;

/** The first bytes each accepted type starts with; a file claiming a type must show them. */
const SIGNATURES: Record<DocumentType, Buffer> = {
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'application/pdf': Buffer.from('%PDF-'),
};

/** Where a document is kept: a prefix apart from `media/`, read only through signed links. */
function verificationDocumentKey(ownerId: string, documentId: string): string {
  return `private/verification/${ownerId}/${documentId}`;
}

/** A file name fit to show an admin: no path, no control characters, bounded. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'document';
}

/**
 * Receives a creator's identity document: one JPEG, PNG or PDF file of at most 10 MB whose first
 * bytes match its type, kept privately and never processed into renditions.
 */
@Injectable()
export class VerificationDocumentIntake {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly documents: VerificationDocumentsRepository,
  ) {}

  async receive(
    request: FastifyRequest,
    caller: AuthenticatedUser | null,
  ): Promise<UploadedVerificationDocument> {
    if (!caller) throw unauthorized('Sign in to upload your documents');
    if (!isRole(caller.role, 'creator')) {
      throw forbidden('Only creators verify their identity');
    }
    if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
    const part = await request.file({ limits: { files: 1 } });
    if (!part) {
      throw badRequest('No file was uploaded', [{ field: 'file', message: 'Choose a file' }]);
    }
    const contentType = VERIFICATION_DOCUMENT_TYPES.find((type) => type === part.mimetype);
    if (!contentType) {
      await drain(part);
      throw badRequest(WRONG_TYPE, [{ field: part.fieldname, message: WRONG_TYPE }]);
    }
    const id = newMediaId();
    const objectKey = verificationDocumentKey(caller.id, id);
    let size: number;
    try {
      ({ size } = await this.storage.upload(objectKey, part.file, {
        contentType,
        maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
      }));
    } catch (error) {
      await drain(part);
      await this.storage.delete(objectKey);
      if (error instanceof ObjectTooLargeError) throw new ApiError(413, TOO_LARGE);
      throw error;
    }
    if (!(await this.startsAsDeclared(objectKey, contentType))) {
      await this.storage.delete(objectKey);
      throw badRequest(WRONG_TYPE, [{ field: part.fieldname, message: WRONG_TYPE }]);
    }
    const filename = displayName(part.filename);
    await this.documents.create({
      _id: id,
      ownerId: caller.id,
      contentType,
      filename,
      size,
      objectKey,
      uploadedAt: new Date(),
    });
    return { mediaId: id, filename, contentType, size };
  }

  /** Removes a document and its file; removing one already gone is not an error. */
  async remove(id: string): Promise<void> {
    const document = await this.documents.findById(id);
    if (!document) return;
    await this.storage.delete(document.objectKey);
    await this.documents.delete(id);
  }

  private async startsAsDeclared(key: string, contentType: DocumentType): Promise<boolean> {
    const signature = SIGNATURES[contentType];
    const { body } = await this.storage.getStream(key, { start: 0, end: signature.length - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).subarray(0, signature.length).equals(signature);
  }
}
