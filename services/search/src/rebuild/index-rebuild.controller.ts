import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  respond,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { IndexRebuildsRepository } from './index-rebuilds.repository';
import { RebuildIndicesUseCase } from './rebuild-indices.usecase';

const rebuildSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  phase: z.string().nullable(),
  indexed: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

/**
 * Rebuilding the indices from the owning services, for operators (`npm run search:reindex`):
 * served at `/internal/...`, outside what the gateway forwards, to holders of the internal token.
 */
@OutsideApi()
@Controller('internal/search/rebuilds')
@UseGuards(InternalCallGuard)
export class IndexRebuildController {
  constructor(
    private readonly rebuildIndices: RebuildIndicesUseCase,
    private readonly rebuilds: IndexRebuildsRepository,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Start rebuilding the people and posts indices; one rebuild at a time',
    responses: {
      202: { description: 'Started: { id }', data: z.object({ id: z.string() }) },
      409: 'A rebuild is already running',
    },
  })
  async start() {
    const id = await this.rebuildIndices.start(randomUUID());
    if (!id) throw new ConflictException('A rebuild is already running');
    return respond({ id }, 'Rebuild started');
  }

  @Get(':id')
  @ApiOperation({
    summary: "A rebuild's progress",
    params: z.object({ id: z.uuid('Invalid rebuild id') }),
    responses: { 200: { description: 'Progress', data: rebuildSchema }, 404: 'No such rebuild' },
  })
  async progress(@ValidParam('id') id: string) {
    const rebuild = await this.rebuilds.find(id);
    if (!rebuild) throw new NotFoundException('No such rebuild');
    return respond({
      id: rebuild._id,
      status: rebuild.status,
      phase: rebuild.phase,
      indexed: rebuild.indexed,
      error: rebuild.error,
      startedAt: rebuild.startedAt.toISOString(),
      finishedAt: rebuild.finishedAt?.toISOString() ?? null,
    });
  }
}
