import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer, QueueModule } from '@tessera/platform';
import { DecideVerificationRequestUseCase } from './decide-verification-request.usecase';
import { SubmitVerificationRequestUseCase } from './submit-verification-request.usecase';
import {
  VERIFICATION_RETENTION_QUEUE,
  VerificationDocumentRetentionJob,
} from './verification-document-retention.job';
import { VerificationRequest, VerificationRequestSchema } from './verification-request.schema';
import { VerificationRequestsRepository } from './verification-requests.repository';
import {
  VerificationServicesClient,
  VerificationServicesPort,
} from './verification-services.client';
import {
  AdminVerificationsController,
  CreatorVerificationController,
} from './verification.controller';

/**
 * Creators' identity verification: requests with documents kept privately in content, the queue
 * admins decide from, the account's status set in auth, the creator told by mail, and the
 * documents deleted 30 days after the decision.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: VerificationRequest.name, schema: VerificationRequestSchema },
    ]),
    QueueModule.forFeature({
      name: VERIFICATION_RETENTION_QUEUE,
      processor: VerificationDocumentRetentionJob,
    }),
  ],
  controllers: [CreatorVerificationController, AdminVerificationsController],
  providers: [
    VerificationRequestsRepository,
    { provide: VerificationServicesPort, useClass: VerificationServicesClient },
    Mailer,
    SubmitVerificationRequestUseCase,
    DecideVerificationRequestUseCase,
    VerificationDocumentRetentionJob,
  ],
  exports: [VerificationRequestsRepository],
})
export class VerificationModule {}
