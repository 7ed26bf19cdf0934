import { Controller, Put, Req, UseGuards } from '@nestjs/common';
import {
  type AccountStatusChange,
  accountStatusChangeSchema,
  type ChangeAccountStatusRequest,
  changeAccountStatusRequestSchema,
  type ChangeRoleRequest,
  changeRoleRequestSchema,
  type DecideVerificationRequest,
  decideVerificationRequestSchema,
  type RoleChange,
  roleChangeSchema,
  type VerificationDecision,
  verificationDecisionSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  type RequestContext,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UsersService } from '../users/users.service';
import { ChangeAccountStatus } from './change-account-status.usecase';
import { DecideVerification } from './decide-verification.usecase';

const params = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Invalid user id'),
});

const refusals = {
  400: 'Invalid field, named in errors',
  401: 'Missing or wrong internal token',
  404: 'User not found',
};

/**
 * The admin's own request, as the admin service saw it: audit entries record the admin's address
 * and browser, not the admin service's.
 */
function adminContextOf(
  body: { actorIp?: string; actorUserAgent?: string },
  request: FastifyRequest,
): RequestContext {
  return {
    ipAddress: body.actorIp ?? '',
    userAgent: body.actorUserAgent ?? '',
    requestId: String(request.id),
  };
}

/**
 * Account changes only an admin may make, asked for by the admin service (which checked the role
 * and holds the shared internal token). Served at `/internal/...`, outside the gateway's `/api`.
 */
@OutsideApi()
@Controller('internal/users')
@UseGuards(InternalCallGuard)
export class AccountStatusController {
  constructor(
    private readonly changeStatus: ChangeAccountStatus,
    private readonly decideVerification: DecideVerification,
    private readonly users: UsersService,
  ) {}

  @Put(':id/status')
  @ApiOperation({
    summary: 'Set whether an account may be used; a suspension or ban ends its sessions',
    params,
    body: changeAccountStatusRequestSchema,
    responses: {
      200: {
        description: '{ userId, role, status, previousStatus, changed }',
        data: accountStatusChangeSchema,
      },
      ...refusals,
      409: 'An admin cannot be suspended or banned',
    },
  })
  async status(
    @ValidParam('id') id: string,
    @ValidBody() body: ChangeAccountStatusRequest,
    @Req() request: FastifyRequest,
  ) {
    const change = await this.changeStatus.execute(id, body, adminContextOf(body, request));
    return respond<AccountStatusChange>(change);
  }

  @Put(':id/verification')
  @ApiOperation({
    summary: 'Set where an account stands with identity verification, and isVerified with it',
    params,
    body: decideVerificationRequestSchema,
    responses: {
      200: {
        description:
          '{ userId, verificationStatus, previousVerificationStatus, isVerified, changed }',
        data: verificationDecisionSchema,
      },
      ...refusals,
    },
  })
  async verification(
    @ValidParam('id') id: string,
    @ValidBody() body: DecideVerificationRequest,
    @Req() request: FastifyRequest,
  ) {
    const decision = await this.decideVerification.execute(id, body, adminContextOf(body, request));
    return respond<VerificationDecision>(decision);
  }

  @Put(':id/role')
  @ApiOperation({
    summary: 'Give an account another role; its sessions end',
    params,
    body: changeRoleRequestSchema,
    responses: {
      200: { description: '{ userId, role, previousRole, changed }', data: roleChangeSchema },
      ...refusals,
    },
  })
  async role(
    @ValidParam('id') id: string,
    @ValidBody() body: ChangeRoleRequest,
    @Req() request: FastifyRequest,
  ) {
    const change = await this.users.changeRole(
      id,
      body.role,
      body.actorId,
      adminContextOf(body, request),
    );
    return respond<RoleChange>(change);
  }
}
