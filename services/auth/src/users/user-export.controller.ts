import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type ExportedUser,
  type ExportPageQuery,
  exportPageQuerySchema,
  type UserExportPage,
  userExportPageSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  respond,
  ValidQuery,
} from '@tessera/platform';
import { statusOf, verificationStatusOf } from '../account-status/account-standing';
import type { User } from './user.schema';
import { UsersRepository } from './users.repository';

function toExportedUser(user: User): ExportedUser {
  return {
    id: user._id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    bio: user.bio,
    avatar: user.avatar,
    coverImage: user.coverImage,
    isVerified: user.isVerified,
    status: statusOf(user),
    verificationStatus: verificationStatusOf(user),
    flaggedReasons: user.flaggedReasons ?? [],
    deleted: !!user.deletedAt,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * Every account's public profile and standing, page by page, for search to rebuild its index from
 * and the admin service its read model. Served at
 * `/internal/...`, outside the `/api` paths the gateway forwards, to callers holding the shared
 * internal token; left out of the public API document, which describes what the gateway serves.
 */
@OutsideApi()
@Controller('internal/export')
@UseGuards(InternalCallGuard)
export class UserExportController {
  constructor(private readonly users: UsersRepository) {}

  @Get('users')
  @ApiOperation({
    summary: 'A page of accounts in id order: public profile fields and standing',
    query: exportPageQuerySchema,
    responses: { 200: { description: '{ users, next }', data: userExportPageSchema } },
  })
  async exportUsers(@ValidQuery() query: ExportPageQuery) {
    const { items, next } = await this.users.exportPage(query.after, query.limit);
    return respond<UserExportPage>({ users: items.map(toExportedUser), next });
  }
}
