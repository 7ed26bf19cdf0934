import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreatorsModule } from '../creators/creators.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { MediaModule } from '../media/media.module';
import { PostPresenter } from './post-presenter';
import { Post, PostSchema } from './post.schema';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { Reaction, ReactionSchema } from './reaction.schema';
import { ReactionsRepository } from './reactions.repository';

/**
 * Posts as stored and as each viewer sees them, with the access check on every read. The viewers'
 * reactions live here, since every post shown says whether the viewer liked and bookmarked it.
 * Exports the store and the presenter that feeds, publishing, moderation and engagement build on.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Post.name, schema: PostSchema },
      { name: Reaction.name, schema: ReactionSchema },
    ]),
    EntitlementsModule,
    CreatorsModule,
    MediaModule,
  ],
  controllers: [PostsController],
  providers: [PostsRepository, ReactionsRepository, PostPresenter, PostsService],
  exports: [PostsRepository, ReactionsRepository, PostPresenter, PostsService],
})
export class PostsModule {}
