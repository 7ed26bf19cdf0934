import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  notificationIdSchema,
  type NotificationsQuery,
  notificationsQuerySchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { NotificationsService } from './notifications.service';

@Controller('notifications')
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(notificationsQuerySchema)) query: NotificationsQuery,
  ) {
    return respond(await this.notifications.list(user.id, query.limit));
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
