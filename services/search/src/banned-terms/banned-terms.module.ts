import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BannedTermsController } from './banned-terms.controller';
import { BannedTerms, BannedTermsSchema } from './banned-terms.schema';
import { BannedTermsRepository } from './banned-terms.repository';

/** The admin-managed list of banned search terms. */
@Module({
  imports: [MongooseModule.forFeature([{ name: BannedTerms.name, schema: BannedTermsSchema }])],
  controllers: [BannedTermsController],
  providers: [BannedTermsRepository],
  exports: [BannedTermsRepository],
})
export class BannedTermsModule {}
