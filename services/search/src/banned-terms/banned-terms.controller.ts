import { Controller, Get, Put, Req } from '@nestjs/common';
import { type BannedSearchTerms, bannedSearchTermsSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  buildAuditEvent,
  CurrentUser,
  RequireRoles,
  requestContextOf,
  respond,
  ValidBody,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BannedTermsRepository } from './banned-terms.repository';

const listSchema = z.object({ terms: z.array(z.string()), updatedAt: z.string().nullable() });

/** The admin-managed words whose searches return nothing (card networks' rules ask for one). */
@Controller('search/banned-terms')
export class BannedTermsController {
  constructor(private readonly bannedTerms: BannedTermsRepository) {}

  @Get()
  @RequireRoles('admin')
  @ApiOperation({
    summary: 'The banned search terms',
    operationId: 'listBannedSearchTerms',
    responses: { 200: { description: 'The list', data: listSchema } },
  })
  async list() {
    return respond(await this.bannedTerms.list());
  }

  @Put()
  @RequireRoles('admin')
  @ApiOperation({
    summary: 'Replace the banned search terms; the change is audited',
    operationId: 'replaceBannedSearchTerms',
    body: bannedSearchTermsSchema,
    responses: { 200: { description: 'The list as stored', data: listSchema } },
  })
  async replace(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() body: BannedSearchTerms,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContextOf(request);
    const terms = await this.bannedTerms.replace(body.terms, admin.id, (stored) =>
      buildAuditEvent(
        'search',
        {
          action: 'search.banned_terms_changed',
          outcome: 'success',
          actorId: admin.id,
          resource: 'search.banned_terms',
          details: { count: stored.length },
        },
        context,
      ),
    );
    return respond({ terms, updatedAt: new Date().toISOString() }, 'Banned search terms saved');
  }
}
