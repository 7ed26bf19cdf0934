import { Controller, Get, UseGuards } from '@nestjs/common';
import { type UserContact, userContactSchema } from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  notFound,
  OutsideApi,
  respond,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { UsersRepository } from './users.repository';

/**
 * Where to write to one account, for services that tell a user about a decision (the admin
 * service's verification outcome). Served at `/internal/...` to holders of the internal token
 * only; emails never leave through the public API.
 */
@OutsideApi()
@Controller('internal/users')
@UseGuards(InternalCallGuard)
export class UserContactController {
  constructor(private readonly users: UsersRepository) {}

  @Get(':id/contact')
  @ApiOperation({
    summary: "An account's email and display name",
    params: z.object({ id: z.string().min(1).max(64) }),
    responses: {
      200: { description: '{ email, displayName }', data: userContactSchema },
      404: 'No such account',
    },
  })
  async contact(@ValidParam('id') id: string) {
    const user = await this.users.findById(id);
    if (!user) throw notFound('User not found');
    return respond<UserContact>({
      email: user.email,
      displayName: user.displayName || user.username,
    });
  }
}
