import { Controller, Delete, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  deviceSignInRequestSchema,
  rememberedDeviceSchema,
  rememberedDeviceSummarySchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  respond,
  requestContextOf,
  JwtAuthGuard,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneResponse, sessionResponse } from '../auth/auth.api-responses';
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
  @ApiOperation({
    summary: 'Remember this browser for quick sign-in (30 days)',
    operationId: 'rememberDevice',
    responses: { 201: { description: '{ deviceToken, expiresAt }', data: rememberedDeviceSchema } },
  })
  async remember(@CurrentUser() caller: AuthenticatedUser, @Req() request: FastifyRequest) {
    return respond(await this.devices.remember(caller.id, requestContextOf(request)));
  }

  @Get()
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: "The caller's remembered devices, most recently used first (never their tokens)",
    operationId: 'listRememberedDevices',
    responses: {
      200: {
        description: '{ devices }: id, label, createdAt, lastUsedAt, expiresAt, ipAddress',
        data: z.object({ devices: z.array(rememberedDeviceSummarySchema) }),
      },
    },
  })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ devices: await this.devices.list(caller.id) });
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Forget one of your remembered devices and end the sessions it started',
    operationId: 'forgetRememberedDevice',
    params: z.object({ id: deviceIdParam }),
    responses: { 200: doneResponse('Forgotten'), 404: 'Device not found (or not yours)' },
  })
  async forget(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    await this.devices.forgetOwn(caller.id, id, requestContextOf(request));
    return respond(null, DEVICE_FORGOTTEN);
  }

  @Post('sign-in')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary: 'Quick sign-in with a remembered-device token',
    operationId: 'signInWithDevice',
    body: deviceSignInRequestSchema,
    responses: { 200: sessionResponse, 401: 'Device no longer remembered' },
  })
  async signIn(@ValidBody() body: DeviceTokenBody, @Req() request: FastifyRequest) {
    return respond(
      await this.devices.signIn(body.deviceToken, requestContextOf(request)),
      MESSAGES.welcomeBack,
    );
  }

  @Post('revoke')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Forget a remembered device by its token, ending the sessions it started',
    operationId: 'revokeRememberedDevice',
    body: deviceSignInRequestSchema,
    responses: { 200: doneResponse('Forgotten') },
  })
  async revoke(@ValidBody() body: DeviceTokenBody, @Req() request: FastifyRequest) {
    await this.devices.revoke(body.deviceToken, requestContextOf(request));
    return respond(null, DEVICE_FORGOTTEN);
  }
}
