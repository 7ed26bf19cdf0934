import { Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import {
  listUsersQuerySchema,
  paginatedSchema,
  publicUserSchema,
  updateUserRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  respond,
  requestContextOf,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountResponse } from '../auth/auth.api-responses';
import { UsersService } from './users.service';

const userIdParam = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid user id');

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary:
      'Public profiles, newest first: creators only, unless the caller is an admin, who sees every account',
    query: listUsersQuerySchema,
    responses: {
      200: {
        description: 'Page of public profiles: { items, page, limit, total }',
        data: paginatedSchema(publicUserSchema),
      },
      401: 'The token sent is invalid or its session has ended',
    },
  })
  async list(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @ValidQuery() query: z.output<typeof listUsersQuerySchema>,
  ) {
    return respond(await this.users.list(viewer ?? null, query.page, query.limit));
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary:
      'One public profile; a suspended or banned account is 404 to all but itself and admins',
    params: z.object({ id: userIdParam }),
    responses: {
      200: {
        description: '{ user }: the public profile',
        data: z.object({ user: publicUserSchema }),
      },
      401: 'The token sent is invalid or its session has ended',
      404: 'User not found',
    },
  })
  async get(@CurrentUser() viewer: AuthenticatedUser | null, @ValidParam('id') id: string) {
    return respond({ user: await this.users.publicProfile(id, viewer ?? null) });
  }

  @Put(':id')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Update an account (owner, or an admin for role and verification)',
    params: z.object({ id: userIdParam }),
    body: updateUserRequestSchema,
    responses: {
      200: accountResponse,
      400: 'Invalid field, named in errors',
      403: 'Not allowed',
      404: 'User not found',
    },
  })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof updateUserRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      { user: await this.users.update(caller, id, body, requestContextOf(request)) },
      'User updated',
    );
  }
}
