import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlatformSettingsModule } from '@tessera/platform';
import { CatalogModule } from '../catalog/catalog.module';
import { DirectoryModule } from '../directory/directory.module';
import { PaymentsModule } from '../payments/payments.module';
import { PurchaseKeysModule } from '../purchase-keys/purchase-keys.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PurchaseOutcomes } from './purchase-outcomes';
import { Purchase, PurchaseSchema } from './purchase.schema';
import { PurchasesController } from './purchases.controller';
import { PurchasesRepository } from './purchases.repository';
import { TipCreatorUseCase } from './tip-creator.usecase';
import { UnlockClaim, UnlockClaimSchema } from './unlock-claim.schema';
import { UnlockClaimsRepository } from './unlock-claims.repository';
import { UnlockItemUseCase } from './unlock-item.usecase';

/** Tips and pay-per-view unlocks, and the events that grant and revoke them. */
@Module({
  imports: [
    CatalogModule,
    DirectoryModule,
    PaymentsModule,
    PurchaseKeysModule,
    PlatformSettingsModule,
    // The creator's platform fee, from their plan.
    SubscriptionsModule,
    MongooseModule.forFeature([
      { name: Purchase.name, schema: PurchaseSchema },
      { name: UnlockClaim.name, schema: UnlockClaimSchema },
    ]),
  ],
  controllers: [PurchasesController],
  providers: [
    PurchasesRepository,
    UnlockClaimsRepository,
    PurchaseOutcomes,
    TipCreatorUseCase,
    UnlockItemUseCase,
  ],
})
export class PurchasesModule {}
