import { Controller, Get } from '@nestjs/common';
import {
  type AuditQuery,
  auditEntryParamsSchema,
  auditEntrySchema,
  auditPageSchema,
  auditQuerySchema,
  auditVerificationSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  notFound,
  RequireRoles,
  respond,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { AuditEntriesRepository } from './audit-entries.repository';
import { toAuditEntryDto } from './audit-entry.mapper';
import { VerifyAuditTrailUseCase } from './verify-audit-trail.usecase';

/** The audit trail as admins read it, and the check of its seals. */
@Controller('admin/audit')
@RequireRoles('admin')
export class AuditController {
  constructor(
    private readonly entries: AuditEntriesRepository,
    private readonly verifyTrail: VerifyAuditTrailUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Audit entries, newest first, by action, actor, target and time',
    operationId: 'listAuditEntries',
    query: auditQuerySchema,
    responses: { 200: { description: 'One page of entries', data: auditPageSchema } },
  })
  async list(@ValidQuery() query: AuditQuery) {
    const { items, total } = await this.entries.search(query);
    return respond({
      items: items.map(toAuditEntryDto),
      page: query.page,
      limit: query.limit,
      total,
    });
  }

  @Get('verify')
  @ApiOperation({
    summary: 'Recompute the chain of signed digests over the stored entries',
    operationId: 'verifyAuditTrail',
    responses: {
      200: {
        description: 'Whether the trail is intact, and where not',
        data: auditVerificationSchema,
      },
    },
  })
  async verify() {
    return respond(await this.verifyTrail.execute());
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One audit entry',
    operationId: 'getAuditEntry',
    params: auditEntryParamsSchema,
    responses: {
      200: { description: 'The entry', data: auditEntrySchema },
      404: 'No entry has this id',
    },
  })
  async get(@ValidParam('id') id: string) {
    const entry = await this.entries.findById(id);
    if (!entry) throw notFound('No audit entry has this id');
    return respond(toAuditEntryDto(entry));
  }
}
