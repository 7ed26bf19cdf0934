import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PurchaseKeysModule } from '../purchase-keys/purchase-keys.module';
import { PurchaseOutcomes } from './purchase-outcomes';
import { Purchase, PurchaseSchema } from './purchase.schema';
import { PurchasesController } from './purchases.controller';
import { PurchasesRepository } from './purchases.repository';
import { PurchasesService } from './purchases.service';
import { UnlockClaim, UnlockClaimSchema } from './unlock-claim.schema';
import { UnlockClaimsRepository } from './unlock-claims.repository';

/** Tips and pay-per-view unlocks, and the events that grant and revoke them. */
@Module({
  imports: [
    PurchaseKeysModule,
    MongooseModule.forFeature([
      { name: Purchase.name, schema: PurchaseSchema },
      { name: UnlockClaim.name, schema: UnlockClaimSchema },
    ]),
  ],
  controllers: [PurchasesController],
  providers: [PurchasesRepository, UnlockClaimsRepository, PurchaseOutcomes, PurchasesService],
})
export class PurchasesModule {}
