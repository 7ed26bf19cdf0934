import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BannedTermsEvents } from './banned-terms.events';
import { BannedTermsReader } from './banned-terms-reader';
import { BannedTermsRepository } from './banned-terms.repository';
import { BannedTermsList, BannedTermsListSchema } from './banned-terms.schema';

/** This service's copy of the banned terms, which posts may not contain. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: BannedTermsList.name, schema: BannedTermsListSchema }]),
  ],
  controllers: [BannedTermsEvents],
  providers: [
    BannedTermsRepository,
    { provide: BannedTermsReader, useExisting: BannedTermsRepository },
  ],
  exports: [BannedTermsReader],
})
export class BannedTermsModule {}
