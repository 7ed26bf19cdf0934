import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  type AdminUserListQuery,
  adminOverviewSchema,
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  type BulkUserActionRequest,
  bulkUserActionSchema,
  bulkUserResultSchema,
  type ChangeUserStatusRequest,
  changeUserStatusSchema,
  paginatedSchema,
  type UpdateAdminUserRequest,
  updateAdminUserSchema,
  userStatusChangeSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  notFound,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { adminActorFrom } from '../admin-api/admin-actor';
import { adminUserView, timelineEntryView } from './admin-user.mapper';
import { AdminUsersRepository } from './admin-users.repository';
import { BulkChangeStatusUseCase } from './bulk-change-status.usecase';
import { ChangeUserStatusUseCase } from './change-user-status.usecase';
import { EditAdminUserUseCase } from './edit-admin-user.usecase';
import { ReadAdminOverviewUseCase } from './read-admin-overview.usecase';
import { UserTimelinesRepository } from './user-timelines.repository';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

@Controller('admin')
@RequireRoles('admin')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly timelines: UserTimelinesRepository,
    private readonly changeStatus: ChangeUserStatusUseCase,
    private readonly bulkChange: BulkChangeStatusUseCase,
    private readonly editUser: EditAdminUserUseCase,
    private readonly overview: ReadAdminOverviewUseCase,
  ) {}

  @Get('overview')
  @ApiOperation({
    summary: "The /admin page's counts: users by status, open appeals, and new users per day",
    operationId: 'adminOverview',
    responses: { 200: { description: 'Counts', data: adminOverviewSchema }, ...ADMINS_ONLY },
  })
  async readOverview() {
    return respond(await this.overview.execute());
  }

  @Get('users')
  @ApiOperation({
    summary: 'Find users by the start of their email, username or name, with filters',
    operationId: 'adminListUsers',
    query: adminUserListQuerySchema,
    responses: {
      200: { description: 'A page of users', data: paginatedSchema(adminUserSchema) },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: AdminUserListQuery) {
    const { users, total } = await this.users.list(query);
    return respond({
      items: users.map(adminUserView),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Get('users/:id')
  @ApiOperation({
    summary: 'A user with their timeline: sign-ins, posts, payments, reports and admin actions',
    operationId: 'adminGetUser',
    params: adminUserIdParamsSchema,
    responses: {
      200: { description: 'The user, timeline newest first', data: adminUserDetailSchema },
      404: 'User not found',
      ...ADMINS_ONLY,
    },
  })
  async get(@ValidParam('id') id: string) {
    const [user, timeline] = await Promise.all([this.users.find(id), this.timelines.entriesOf(id)]);
    if (!user) throw notFound('User not found');
    return respond({ user: adminUserView(user), timeline: timeline.map(timelineEntryView) });
  }

  @Put('users/:id/status')
  @ApiOperation({
    summary: "Set a user's status with a reason; the user is mailed it, with an appeal link",
    operationId: 'adminChangeUserStatus',
    params: adminUserIdParamsSchema,
    body: changeUserStatusSchema,
    responses: {
      200: { description: 'The change', data: userStatusChangeSchema },
      400: 'Invalid status or reason',
      404: 'User not found',
      409: "An admin's status cannot be changed",
      ...ADMINS_ONLY,
    },
  })
  async setStatus(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: ChangeUserStatusRequest,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    const change = await this.changeStatus.execute(actor, id, body);
    return respond(change, change.changed ? `User is now ${change.status}` : 'Nothing changed');
  }

  @Put('users/:id')
  @ApiOperation({
    summary: "Edit a user's moderation notes or role",
    operationId: 'adminEditUser',
    params: adminUserIdParamsSchema,
    body: updateAdminUserSchema,
    responses: {
      200: { description: 'The user', data: adminUserSchema },
      400: 'Invalid field',
      404: 'User not found',
      ...ADMINS_ONLY,
    },
  })
  async edit(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: UpdateAdminUserRequest,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    return respond(adminUserView(await this.editUser.execute(actor, id, body)), 'User updated');
  }

  @Post('users/bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Activate, suspend or ban up to 100 users; with preview, only say what would change',
    operationId: 'adminBulkUsers',
    body: bulkUserActionSchema,
    responses: {
      200: { description: "Each user's outcome, in the order given", data: bulkUserResultSchema },
      400: 'Invalid ids, action or reason',
      ...ADMINS_ONLY,
    },
  })
  async bulk(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() body: BulkUserActionRequest,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    const outcomes = await this.bulkChange.execute(actor, body);
    return respond({ preview: body.preview, outcomes });
  }
}
