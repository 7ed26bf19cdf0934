import { Controller, Get, Optional, UseGuards } from '@nestjs/common';
import { OutsideApi } from '../http/api-operation.decorator';
import { respond } from '../http/respond';
import { InternalCallGuard } from '../internal-http/internal-call.guard';
import { QueueRegistry } from './queue-registry';

/**
 * The service's BullMQ queues with their job counts, for the admin service's system page. Every
 * service that holds the internal token serves it (an empty list without queues); it is outside
 * `/api`, so the gateway never forwards to it.
 */
@OutsideApi()
@Controller('internal/queues')
@UseGuards(InternalCallGuard)
export class QueueFiguresController {
  constructor(@Optional() private readonly registry?: QueueRegistry) {}

  @Get()
  async list() {
    return respond(this.registry ? await this.registry.figures() : []);
  }
}
