import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogPost, CatalogPostSchema } from './catalog-post.schema';
import { ContentEvents } from './content.events';
import { PostCatalog } from './post-catalog';

/** Sellable posts and their prices, from content's events. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: CatalogPost.name, schema: CatalogPostSchema }])],
  controllers: [ContentEvents],
  providers: [PostCatalog],
  exports: [PostCatalog],
})
export class CatalogModule {}
