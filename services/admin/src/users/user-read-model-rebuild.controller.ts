import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, InternalCallGuard, OutsideApi, respond } from '@tessera/platform';
import { z } from 'zod';
import { RebuildUserReadModelUseCase } from './rebuild-user-read-model.usecase';

/** Refills the users read model from auth, for operators; outside what the gateway forwards. */
@OutsideApi()
@Controller('internal/admin/users')
@UseGuards(InternalCallGuard)
export class UserReadModelRebuildController {
  constructor(private readonly rebuild: RebuildUserReadModelUseCase) {}

  @Post('rebuild')
  @HttpCode(200)
  @ApiOperation({
    summary: "Read every account from auth's export into the users read model",
    responses: {
      200: { description: '{ read }: accounts read', data: z.object({ read: z.number().int() }) },
    },
  })
  async run() {
    return respond({ read: await this.rebuild.start() });
  }
}
