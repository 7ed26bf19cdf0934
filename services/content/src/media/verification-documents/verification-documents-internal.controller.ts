import { Controller, Delete, Get, HttpCode, UseGuards } from '@nestjs/common';
import {
  type VerificationDocumentInfo,
  verificationDocumentInfoSchema,
  type VerificationDocumentUrl,
  verificationDocumentUrlSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  ObjectStorage,
  OutsideApi,
  notFound,
  respond,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { VerificationDocumentIntake } from './verification-document-intake';
import { VerificationDocumentsRepository } from './verification-documents.repository';

/** A signed link to a document works this long: enough to look, too short to pass around. */
const DOCUMENT_URL_TTL_SECONDS = 300;

const params = z.object({ mediaId: z.uuid('Invalid document id') });
const NOT_FOUND = 'Verification document not found';

/**
 * Identity documents as the admin service reads them: who uploaded one, a short-lived link to it
 * for an admin reviewing the request, and its deletion once the decision's retention has passed.
 * Served at `/internal/...` to holders of the internal token only.
 */
@OutsideApi()
@Controller('internal/verification-documents')
@UseGuards(InternalCallGuard)
export class VerificationDocumentsInternalController {
  constructor(
    private readonly documents: VerificationDocumentsRepository,
    private readonly intake: VerificationDocumentIntake,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(':mediaId')
  @ApiOperation({
    summary: 'Who uploaded a verification document, and what it is',
    params,
    responses: {
      200: { description: 'The document', data: verificationDocumentInfoSchema },
      404: NOT_FOUND,
    },
  })
  async describe(@ValidParam('mediaId') mediaId: string) {
    const document = await this.documents.findById(mediaId);
    if (!document) throw notFound(NOT_FOUND);
    return respond<VerificationDocumentInfo>({
      ownerId: document.ownerId,
      contentType: document.contentType,
      filename: document.filename,
      uploadedAt: document.uploadedAt.toISOString(),
    });
  }

  @Get(':mediaId/url')
  @ApiOperation({
    summary: 'A link reading the document for five minutes',
    params,
    responses: {
      200: { description: '{ url, expiresAt }', data: verificationDocumentUrlSchema },
      404: NOT_FOUND,
    },
  })
  async signedUrl(@ValidParam('mediaId') mediaId: string) {
    const document = await this.documents.findById(mediaId);
    if (!document) throw notFound(NOT_FOUND);
    const url = await this.storage.signedGetUrl(document.objectKey, {
      expiresInSeconds: DOCUMENT_URL_TTL_SECONDS,
    });
    const expiresAt = new Date(Date.now() + DOCUMENT_URL_TTL_SECONDS * 1000).toISOString();
    return respond<VerificationDocumentUrl>({ url, expiresAt });
  }

  @Delete(':mediaId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a document and its file; deleting one already gone changes nothing',
    params,
    responses: { 204: 'Deleted' },
  })
  async remove(@ValidParam('mediaId') mediaId: string): Promise<void> {
    await this.intake.remove(mediaId);
  }
}
