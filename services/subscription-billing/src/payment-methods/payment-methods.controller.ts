import { Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  addPaymentMethodRequestSchema,
  checkoutConfigSchema,
  paymentMethodSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  type DataResponseDoc,
  JwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { PaymentProcessor } from '../processor/payment-processor';
import { PaymentMethodsService } from './payment-methods.service';

const methodParams = z.object({ id: billingIdSchema });
const methodResponse: DataResponseDoc = {
  description: 'PaymentMethodDto',
  data: paymentMethodSchema,
};

@Controller('billing')
export class PaymentMethodsController {
  constructor(
    private readonly methods: PaymentMethodsService,
    private readonly processor: PaymentProcessor,
  ) {}

  @Get('checkout-config')
  @ApiOperation({
    summary: 'How the checkout takes cards: Stripe Elements or test methods',
    responses: { 200: { description: 'CheckoutConfigDto', data: checkoutConfigSchema } },
  })
  checkoutConfig() {
    return respond(this.processor.checkoutConfig());
  }

  @Get('payment-methods')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingListPaymentMethods',
    summary: "The signed-in user's saved cards",
    responses: {
      200: { description: 'PaymentMethodDto[]', data: z.array(paymentMethodSchema) },
    },
  })
  async list(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.methods.list(user.id));
  }

  @Post('payment-methods')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingAddPaymentMethod',
    summary: 'Save a payment method created with the processor',
    body: addPaymentMethodRequestSchema,
    responses: { 201: methodResponse, 400: 'Invalid payment method' },
  })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof addPaymentMethodRequestSchema>,
  ) {
    return respond(
      await this.methods.add(user.id, body.paymentMethodId, body.makeDefault),
      'Payment method added',
    );
  }

  @Put('payment-methods/:id/default')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingMakePaymentMethodDefault',
    summary: 'Make a saved card the default',
    params: methodParams,
    responses: { 200: methodResponse, 404: 'Payment method not found' },
  })
  async makeDefault(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.methods.makeDefault(user.id, id));
  }

  @Delete('payment-methods/:id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingRemovePaymentMethod',
    summary: 'Remove a saved card',
    params: methodParams,
    responses: {
      200: { description: '{ id }', data: z.object({ id: z.string() }) },
      404: 'Payment method not found',
    },
  })
  async remove(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    await this.methods.remove(user.id, id);
    return respond({ id }, 'Payment method removed');
  }
}
