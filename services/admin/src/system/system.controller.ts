import { Controller, Get } from '@nestjs/common';
import { systemHealthSchema } from '@tessera/contracts';
import { ApiOperation, RequireRoles, respond } from '@tessera/platform';
import { ReadSystemHealthUseCase } from './read-system-health.usecase';

/** The operators' view of the platform: services, brokers, queues and stores. */
@Controller('admin/system')
@RequireRoles('admin')
export class SystemController {
  constructor(private readonly readHealth: ReadSystemHealthUseCase) {}

  @Get()
  @ApiOperation({
    summary: 'Health of every service, consumer lag, dead letters, queues, search and database',
    operationId: 'adminSystemHealth',
    responses: {
      200: { description: 'The figures as probed now', data: systemHealthSchema },
      401: 'Sign in first',
      403: 'Admins only',
    },
  })
  async get() {
    return respond(await this.readHealth.execute());
  }
}
