import { Module } from '@nestjs/common';
import { ReadModelChanges } from './read-model-changes';

/** One change-notice channel per process, shared by every cached read model. */
@Module({ providers: [ReadModelChanges], exports: [ReadModelChanges] })
export class ReadModelsModule {}
