import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminEventListeners } from '../admin-events/admin-event-listeners';
import { TagUsagesRepository } from './tag-usages.repository';

/** Keeps each tag's usage count from the posts content publishes and removes. */
@Injectable()
export class TagUsageEvents implements OnModuleInit {
  constructor(
    private readonly listeners: AdminEventListeners,
    private readonly usages: TagUsagesRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.on('content.published', ({ data }) =>
      this.usages.published(data.contentId, data.tags),
    );
    this.listeners.on('content.removed', ({ data }) => this.usages.removed(data.contentId));
  }
}
