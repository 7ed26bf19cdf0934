import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  type BulkStatusRequest,
  bulkStatusRequestSchema,
  type OnlineUsersQuery,
  onlineUsersQuerySchema,
  presenceUserIdSchema,
  type SetOfflineRequest,
  setOfflineRequestSchema,
  type SetOnlineRequest,
  setOnlineRequestSchema,
  type SetStatusRequest,
  setStatusRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { PresenceService } from './presence.service';

@Controller('online-status')
@UseGuards(JwtAuthGuard)
export class PresenceController {
  constructor(private readonly presence: PresenceService) {}

  @Post('set-online')
  @HttpCode(200)
  async setOnline(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(setOnlineRequestSchema)) body: SetOnlineRequest,
  ) {
    return respond(await this.presence.setOnline(user.id, body.socketId));
  }

  @Post('set-offline')
  @HttpCode(200)
  async setOffline(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(setOfflineRequestSchema)) body: SetOfflineRequest,
  ) {
    return respond(await this.presence.setOffline(user.id, body.socketId));
  }

  @Post('set-status')
  @HttpCode(200)
  async setStatus(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(setStatusRequestSchema)) body: SetStatusRequest,
  ) {
    return respond(await this.presence.setStatus(user.id, body.status));
  }

  @Post('heartbeat')
  @HttpCode(200)
  async heartbeat(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.presence.heartbeat(user.id));
  }

  @Get('status/:userId')
  async status(@Param('userId', new ZodValidationPipe(presenceUserIdSchema)) userId: string) {
    return respond(await this.presence.status(userId));
  }

  @Post('bulk-status')
  @HttpCode(200)
  async bulkStatus(@Body(new ZodValidationPipe(bulkStatusRequestSchema)) body: BulkStatusRequest) {
    return respond(await this.presence.bulkStatus(body.userIds));
  }

  @Get('online-count')
  async onlineCount() {
    return respond(await this.presence.onlineCount());
  }

  @Get('online-users')
  async onlineUsers(@Query(new ZodValidationPipe(onlineUsersQuerySchema)) query: OnlineUsersQuery) {
    return respond(await this.presence.onlineUsers(query.limit));
  }
}
