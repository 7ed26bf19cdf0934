import { Controller, Get, Optional, UseGuards } from '@nestjs/common';
import { serviceQueuesSchema } from '@tessera/contracts';
import { ApiOperation, OutsideApi } from '../http/api-operation.decorator';
import { respond } from '../http/respond';
import { InternalCallGuard } from '../internal-http/internal-call.guard';
import { QueueRegistry } from './queue-registry';

/**
 * The service's BullMQ queues with their job counts and the Redis prefix they live under, for the
 * admin service's system page and queue board. Every service that holds the internal token serves
 * it (no queues and no prefix without them); it is outside `/api`, so the gateway never forwards
 * to it.
 */
@OutsideApi()
@Controller('internal/queues')
@UseGuards(InternalCallGuard)
export class QueueFiguresController {
  constructor(@Optional() private readonly registry?: QueueRegistry) {}

  @Get()
  @ApiOperation({
    summary: "The service's queues, their job counts and their Redis prefix",
    responses: { 200: { description: '{ prefix, queues }', data: serviceQueuesSchema } },
  })
  async list() {
    return respond({
      prefix: this.registry?.prefix ?? null,
      queues: this.registry ? await this.registry.figures() : [],
    });
  }
}
