import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogMessage, CatalogMessageSchema } from './catalog-message.schema';
import { CatalogPost, CatalogPostSchema } from './catalog-post.schema';
import { ContentEvents } from './content.events';
import { MessageCatalog } from './message-catalog';
import { MessageEvents } from './message.events';
import { PostCatalog } from './post-catalog';

/** Sellable posts and pay-per-view messages with their prices, from content's and messaging's events. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CatalogPost.name, schema: CatalogPostSchema },
      { name: CatalogMessage.name, schema: CatalogMessageSchema },
    ]),
  ],
  controllers: [ContentEvents, MessageEvents],
  providers: [PostCatalog, MessageCatalog],
  exports: [PostCatalog, MessageCatalog],
})
export class CatalogModule {}
