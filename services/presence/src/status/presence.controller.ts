import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type BulkStatusRequest,
  bulkStatusRequestSchema,
  bulkStatusSchema,
  MAX_BULK_STATUS_USERS,
  onlineCountSchema,
  type OnlineUsersQuery,
  onlineUsersQuerySchema,
  onlineUsersSchema,
  presenceStatusSchema,
  presenceUserIdSchema,
  type SetOfflineRequest,
  setOfflineRequestSchema,
  type SetOnlineRequest,
  setOnlineRequestSchema,
  type SetStatusRequest,
  setStatusRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { PresenceService } from './presence.service';

const statusRecord = {
  description: 'Status record: { userId, status, lastSeen, lastActivity }',
  data: presenceStatusSchema,
};

@Controller('online-status')
@UseGuards(JwtAuthGuard)
export class PresenceController {
  constructor(private readonly presence: PresenceService) {}

  @Post('set-online')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Register a connection of the signed-in user: online',
    body: setOnlineRequestSchema,
    responses: { 200: statusRecord },
  })
  async setOnline(@CurrentUser() user: AuthenticatedUser, @ValidBody() body: SetOnlineRequest) {
    return respond(await this.presence.setOnline(user.id, body.socketId));
  }

  @Post('set-offline')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close one connection (offline when it was the last), or without socketId all of them',
    body: setOfflineRequestSchema,
    responses: { 200: statusRecord },
  })
  async setOffline(@CurrentUser() user: AuthenticatedUser, @ValidBody() body: SetOfflineRequest) {
    return respond(await this.presence.setOffline(user.id, body.socketId));
  }

  @Post('set-status')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pick ONLINE, AWAY, BUSY or OFFLINE (appear offline), in upper or lower case',
    body: setStatusRequestSchema,
    responses: { 200: statusRecord },
  })
  async setStatus(@CurrentUser() user: AuthenticatedUser, @ValidBody() body: SetStatusRequest) {
    return respond(await this.presence.setStatus(user.id, body.status));
  }

  @Post('heartbeat')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign of life, every 5 minutes; 15 minutes without one ends the presence',
    responses: { 200: statusRecord },
  })
  async heartbeat(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.presence.heartbeat(user.id));
  }

  @Get('status/:userId')
  @ApiOperation({
    summary: "A user's status, lastSeen and lastActivity",
    params: z.object({ userId: presenceUserIdSchema }),
    responses: { 200: statusRecord },
  })
  async status(@CurrentUser() viewer: AuthenticatedUser, @ValidParam('userId') userId: string) {
    return respond(await this.presence.status(userId, viewer.id));
  }

  @Post('bulk-status')
  @HttpCode(200)
  @ApiOperation({
    summary: `Statuses of up to ${MAX_BULK_STATUS_USERS} users, by user id`,
    body: bulkStatusRequestSchema,
    responses: {
      200: { description: 'Statuses: { statuses: { [userId]: status } }', data: bulkStatusSchema },
    },
  })
  async bulkStatus(@CurrentUser() viewer: AuthenticatedUser, @ValidBody() body: BulkStatusRequest) {
    return respond(await this.presence.bulkStatus(body.userIds, viewer.id));
  }

  @Get('online-count')
  @ApiOperation({
    summary: 'How many users are shown online',
    responses: { 200: { description: 'Count: { onlineCount }', data: onlineCountSchema } },
  })
  async onlineCount() {
    return respond(await this.presence.onlineCount());
  }

  @Get('online-users')
  @ApiOperation({
    summary: 'Users shown online, most recently active first',
    query: onlineUsersQuerySchema,
    responses: {
      200: {
        description: 'Users: { users: [{ userId, status, lastActivityAt }] }',
        data: onlineUsersSchema,
      },
    },
  })
  async onlineUsers(
    @CurrentUser() viewer: AuthenticatedUser,
    @ValidQuery() query: OnlineUsersQuery,
  ) {
    return respond(await this.presence.onlineUsers(query.limit, viewer.id));
  }
}
