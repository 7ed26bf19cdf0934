import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { EngineModule } from '../engine/engine.module';
import { FollowsModule } from '../follows/follows.module';
import { HelpModule } from '../help/help.module';
import { IndexRebuildController } from './index-rebuild.controller';
import { IndexRebuild, IndexRebuildSchema } from './index-rebuild.schema';
import { IndexRebuildsRepository } from './index-rebuilds.repository';
import { OwnerExportsClient } from './owner-exports.client';
import { RebuildIndicesUseCase } from './rebuild-indices.usecase';

/** Rebuilding the indices from the owning services' exports, with an alias swap at the end. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: IndexRebuild.name, schema: IndexRebuildSchema }]),
    EngineModule,
    EmbeddingsModule,
    FollowsModule,
    HelpModule,
  ],
  controllers: [IndexRebuildController],
  providers: [IndexRebuildsRepository, OwnerExportsClient, RebuildIndicesUseCase],
})
export class RebuildModule {}
