import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
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
import { z } from 'zod';
import { NoStore } from '../credentials/no-store.decorator';
import { DEVICE_FORGOTTEN, RememberedDevicesService } from './remembered-devices.service';

type DeviceTokenBody = z.output<typeof deviceSignInRequestSchema>;

const deviceIdParam = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid device id');

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

  @Get()
  @NoStore()
  @UseGuards(JwtAuthGuard)
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ devices: await this.devices.list(caller.id) });
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async forget(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', new ZodValidationPipe(deviceIdParam)) id: string,
    @Req() request: FastifyRequest,
  ) {
    await this.devices.forgetOwn(caller.id, id, requestContextOf(request));
    return respond(null, DEVICE_FORGOTTEN);
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
    return respond(null, DEVICE_FORGOTTEN);
  }
}
