import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  notificationIdSchema,
  type NotificationsQuery,
  notificationsQuerySchema,
  type UpdateNotificationSettingsRequest,
  updateNotificationSettingsRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsService } from './notifications.service';

@Controller('notifications')
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get()
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(notificationsQuerySchema)) query: NotificationsQuery,
  ) {
    return respond(await this.notifications.list(user.id, query.limit));
  }

  @Get('settings')
  async readSettings(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.settings.of(user.id));
  }

  @Put('settings')
  async updateSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateNotificationSettingsRequestSchema))
    changes: UpdateNotificationSettingsRequest,
  ) {
    return respond(await this.settings.update(user.id, changes), 'Notification settings saved');
  }

  @Post('read-all')
  @HttpCode(200)
  async markAllRead(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.notifications.markAllRead(user.id));
  }

  @Post(':id/read')
  @HttpCode(200)
  async markRead(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ZodValidationPipe(notificationIdSchema)) id: string,
  ) {
    return respond(await this.notifications.markRead(user.id, id));
  }
}
