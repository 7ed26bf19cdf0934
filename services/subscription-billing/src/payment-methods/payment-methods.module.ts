import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProcessorModule } from '../processor/processor.module';
import { Customer, CustomerSchema } from './customer.schema';
import { PaymentMethod, PaymentMethodSchema } from './payment-method.schema';
import { PaymentMethodsController } from './payment-methods.controller';
import { PaymentMethodsRepository } from './payment-methods.repository';
import { PaymentMethodsService } from './payment-methods.service';

/** Payers' processor customers and saved cards, and the checkout's configuration. */
@Module({
  imports: [
    ProcessorModule,
    MongooseModule.forFeature([
      { name: PaymentMethod.name, schema: PaymentMethodSchema },
      { name: Customer.name, schema: CustomerSchema },
    ]),
  ],
  controllers: [PaymentMethodsController],
  providers: [PaymentMethodsRepository, PaymentMethodsService],
  exports: [PaymentMethodsService],
})
export class PaymentMethodsModule {}
