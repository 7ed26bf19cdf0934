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
import { addPaymentMethodRequestSchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { PaymentProcessor } from '../processor/payment-processor';
import { PaymentMethodsService } from './payment-methods.service';

const idPipe = new ZodValidationPipe(billingIdSchema);

@Controller('billing')
export class PaymentMethodsController {
  constructor(
    private readonly methods: PaymentMethodsService,
    private readonly processor: PaymentProcessor,
  ) {}

  @Get('checkout-config')
  checkoutConfig() {
    return respond(this.processor.checkoutConfig());
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
