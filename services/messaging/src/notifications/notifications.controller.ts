import { Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  notificationIdSchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  type NotificationsQuery,
  notificationsQuerySchema,
  readAllResultSchema,
  type UpdateNotificationSettingsRequest,
  updateNotificationSettingsRequestSchema,
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
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsService } from './notifications.service';

const settingsResponse: DataResponseDoc = {
  description: 'The settings, defaults filled in',
  data: notificationSettingsSchema,
};

@Controller('notifications')
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The newest notifications and the unread count',
    query: notificationsQuerySchema,
    responses: {
      200: { description: 'Notifications, newest first', data: notificationListSchema },
      400: 'limit is not a whole number from 1 to 100',
    },
  })
  async list(@CurrentUser() user: AuthenticatedUser, @ValidQuery() query: NotificationsQuery) {
    return respond(await this.notifications.list(user.id, query.limit));
  }

  @Get('settings')
  @ApiOperation({
    operationId: 'notificationsGetSettings',
    summary: 'The caller’s notification settings',
    responses: { 200: settingsResponse },
  })
  async readSettings(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.settings.of(user.id));
  }

  @Put('settings')
  @ApiOperation({
    summary: 'Change some notification settings; the others stay',
    body: updateNotificationSettingsRequestSchema,
    responses: {
      200: settingsResponse,
      400: 'A setting is unknown or its value invalid, named in the message',
    },
  })
  async updateSettings(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() changes: UpdateNotificationSettingsRequest,
  ) {
    return respond(await this.settings.update(user.id, changes), 'Notification settings saved');
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark every notification read',
    responses: {
      200: { description: 'How many were marked, and the unread count', data: readAllResultSchema },
    },
  })
  async markAllRead(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.notifications.markAllRead(user.id));
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a notification read',
    params: z.object({ id: notificationIdSchema }),
    responses: {
      200: { description: 'The notification', data: notificationSchema },
      400: 'The id is not a notification id',
      404: 'Notification not found',
    },
  })
  async markRead(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.notifications.markRead(user.id, id));
  }
}
