import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { PostCatalog } from './post-catalog';

type PostEvent = TypedEvent<'content.published' | 'content.updated'>;

/**
 * Keeps the catalogue of sellable posts in step with content. Published and updated events carry
 * the post's whole state, so the newest one (by the time it occurred at content) wins.
 */
@Controller()
export class ContentEvents {
  constructor(private readonly catalog: PostCatalog) {}

  @ConsumeEvent('content.published')
  onPublished(event: TypedEvent<'content.published'>): Promise<void> {
    return this.applyState(event);
  }

  @ConsumeEvent('content.updated')
  onUpdated(event: TypedEvent<'content.updated'>): Promise<void> {
    return this.applyState(event);
  }

  @ConsumeEvent('content.removed')
  async onRemoved({ id, data }: TypedEvent<'content.removed'>): Promise<void> {
    await this.catalog.applyRemoval(id, data.contentId, data.creatorId);
  }

  private async applyState({ id, data, occurredAt }: PostEvent): Promise<void> {
    await this.catalog.applyState(
      id,
      data.contentId,
      { creatorId: data.creatorId, priceCents: data.priceCents ?? null, status: data.status },
      new Date(occurredAt),
    );
  }
}
