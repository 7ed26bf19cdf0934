import { Body, Controller, Get, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { listUsersQuerySchema, updateUserRequestSchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  respond,
  ZodValidationPipe,
  requestContextOf,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
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
  async list(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(listUsersQuerySchema))
    query: z.output<typeof listUsersQuerySchema>,
  ) {
    return respond(await this.users.list(viewer ?? null, query.page, query.limit));
  }

  @Get(':id')
  async get(@Param('id', new ZodValidationPipe(userIdParam)) id: string) {
    return respond({ user: await this.users.publicProfile(id) });
  }

  @Put(':id')
  @UseGuards(JwtAuthGuard)
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', new ZodValidationPipe(userIdParam)) id: string,
    @Body(new ZodValidationPipe(updateUserRequestSchema))
    body: z.output<typeof updateUserRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      { user: await this.users.update(caller, id, body, requestContextOf(request)) },
      'User updated',
    );
  }
}
