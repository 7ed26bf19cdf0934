import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { addPaymentMethodRequestSchema, type CheckoutConfigDto } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  SERVICE_CONFIG,
  ZodValidationPipe,
} from '@tessera/platform';
import { Inject } from '@nestjs/common';
import type { z } from 'zod';
import { type BillingConfig, isLocalProcessor } from '../config/billing-config';
import { billingIdSchema } from '../payments/payments.controller';
import { TEST_PAYMENT_METHODS } from '../processor/test-payment-methods';
import { PaymentMethodsService } from './payment-methods.service';

const idPipe = new ZodValidationPipe(billingIdSchema);

@Controller('billing')
export class PaymentMethodsController {
  constructor(
    private readonly methods: PaymentMethodsService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  @Get('checkout-config')
  checkoutConfig() {
    const local = isLocalProcessor(this.config);
    const config: CheckoutConfigDto = {
      mode: local ? 'local' : 'stripe',
      publishableKey: local ? null : (this.config.STRIPE_PUBLISHABLE_KEY ?? null),
      testPaymentMethods: local
        ? TEST_PAYMENT_METHODS.map(({ id, label, outcome }) => ({ id, label, outcome }))
        : [],
    };
    return respond(config);
  }

  @Get('payment-methods')
  @UseGuards(JwtAuthGuard)
  async list(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.methods.list(user.id));
  }

  @Post('payment-methods')
  @UseGuards(JwtAuthGuard)
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(addPaymentMethodRequestSchema))
    body: z.output<typeof addPaymentMethodRequestSchema>,
  ) {
    return respond(
      await this.methods.add(user.id, body.paymentMethodId, body.makeDefault),
      'Payment method added',
    );
  }

  @Put('payment-methods/:id/default')
  @UseGuards(JwtAuthGuard)
  async makeDefault(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.methods.makeDefault(user.id, id));
  }

  @Delete('payment-methods/:id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    await this.methods.remove(user.id, id);
    return respond({ id }, 'Payment method removed');
  }
}
