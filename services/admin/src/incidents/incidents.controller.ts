import { Controller, Get, Put, Req } from '@nestjs/common';
import {
  type IncidentQuery,
  incidentQuerySchema,
  securityIncidentSchema,
  type UpdateIncident,
  updateIncidentSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminActorFrom } from '../admin-api/admin-actor';
import { toIncidentDto } from './incident.mapper';
import { IncidentsRepository } from './incidents.repository';
import { INCIDENT_NOT_FOUND, UpdateIncidentUseCase } from './update-incident.usecase';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

const params = z.object({ id: z.uuid('Invalid incident id') });

/** Security incidents the alert rules raised, and what admins do about them. */
@Controller('admin/incidents')
@RequireRoles('admin')
export class IncidentsController {
  constructor(
    private readonly incidents: IncidentsRepository,
    private readonly updateIncident: UpdateIncidentUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Security incidents, newest first',
    operationId: 'adminListIncidents',
    query: incidentQuerySchema,
    responses: {
      200: { description: 'The newest 200 incidents', data: z.array(securityIncidentSchema) },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: IncidentQuery) {
    return respond((await this.incidents.list(query.status)).map(toIncidentDto));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Move an incident to investigating, resolved or dismissed, with notes',
    operationId: 'adminUpdateIncident',
    params,
    body: updateIncidentSchema,
    responses: {
      200: { description: 'The incident as changed', data: securityIncidentSchema },
      404: INCIDENT_NOT_FOUND,
      ...ADMINS_ONLY,
    },
  })
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: UpdateIncident,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    return respond(await this.updateIncident.execute(id, actor, body), 'Incident updated');
  }
}
