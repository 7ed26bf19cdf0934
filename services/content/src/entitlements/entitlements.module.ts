import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BillingEvents } from './billing.events';
import { CreatorTiersClient } from './creator-tiers.client';
import { PlatformPlansRepository } from './platform-plans.repository';
import { ViewerEntitlements, ViewerEntitlementsSchema } from './viewer-entitlements.schema';
import { ViewerEntitlementsRepository } from './viewer-entitlements.repository';

/** What each viewer may see, kept from billing's events, and the tiers creators sell. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ViewerEntitlements.name, schema: ViewerEntitlementsSchema },
    ]),
  ],
  controllers: [BillingEvents],
  providers: [ViewerEntitlementsRepository, PlatformPlansRepository, CreatorTiersClient],
  exports: [ViewerEntitlementsRepository, PlatformPlansRepository, CreatorTiersClient],
})
export class EntitlementsModule {}
