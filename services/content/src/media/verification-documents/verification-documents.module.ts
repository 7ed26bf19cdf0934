import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VerificationDocumentIntake } from './verification-document-intake';
import { VerificationDocument, VerificationDocumentSchema } from './verification-document.schema';
import { VerificationDocumentsInternalController } from './verification-documents-internal.controller';
import { VerificationDocumentsRepository } from './verification-documents.repository';

/**
 * Creators' identity documents: received through `POST /api/upload?purpose=verification`, kept
 * under a private prefix, and read or deleted by the admin service over internal routes.
 * Needs object storage: `ObjectStorageModule.forRoot` in the service's features.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: VerificationDocument.name, schema: VerificationDocumentSchema },
    ]),
  ],
  controllers: [VerificationDocumentsInternalController],
  providers: [VerificationDocumentsRepository, VerificationDocumentIntake],
  exports: [VerificationDocumentIntake],
})
export class VerificationDocumentsModule {}
