import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentsModule } from '../payments/payments.module';
import { IdempotentPurchases } from './idempotent-purchases';
import { PurchaseKey, PurchaseKeySchema } from './purchase-key.schema';
import { PurchaseKeysRepository } from './purchase-keys.repository';

/** Purchase attempts by idempotency key, for every feature that sells something. */
@Module({
  imports: [
    PaymentsModule,
    MongooseModule.forFeature([{ name: PurchaseKey.name, schema: PurchaseKeySchema }]),
  ],
  providers: [PurchaseKeysRepository, IdempotentPurchases],
  exports: [IdempotentPurchases],
})
export class PurchaseKeysModule {}
