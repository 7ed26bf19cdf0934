import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { deviceSignInRequestSchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  respond,
  ZodValidationPipe,
  requestContextOf,
  JwtAuthGuard,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NoStore } from '../credentials/no-store.decorator';
import { RememberedDevicesService } from './remembered-devices.service';

type DeviceTokenBody = z.output<typeof deviceSignInRequestSchema>;

@Controller('auth/devices')
export class RememberedDevicesController {
  constructor(private readonly devices: RememberedDevicesService) {}

  @Post()
  @HttpCode(201)
  @NoStore()
  @UseGuards(JwtAuthGuard)
  async remember(@CurrentUser() caller: AuthenticatedUser, @Req() request: FastifyRequest) {
    return respond(await this.devices.remember(caller.id, requestContextOf(request)));
  }

  @Post('sign-in')
  @HttpCode(200)
  @NoStore()
  async signIn(
    @Body(new ZodValidationPipe(deviceSignInRequestSchema)) body: DeviceTokenBody,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      await this.devices.signIn(body.deviceToken, requestContextOf(request)),
      MESSAGES.welcomeBack,
    );
  }

  @Post('revoke')
  @HttpCode(200)
  async revoke(
    @Body(new ZodValidationPipe(deviceSignInRequestSchema)) body: DeviceTokenBody,
    @Req() request: FastifyRequest,
  ) {
    await this.devices.revoke(body.deviceToken, requestContextOf(request));
    return respond(null, 'This device is no longer remembered');
  }
}
