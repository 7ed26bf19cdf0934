import type { S3Client } from '@aws-sdk/client-s3';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { createS3Client } from './create-s3-client';
import { ObjectStorage } from './object-storage';
import { ObjectStorageHealthIndicator } from './object-storage.health';
import type { StorageSettings } from './storage-config';

export const S3_CLIENT = Symbol('S3_CLIENT');

@Injectable()
class ObjectStorageLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly storage: ObjectStorage,
    @Inject(S3_CLIENT) private readonly s3: S3Client,
  ) {}

  /** The bucket exists before the service accepts its first upload. */
  async onModuleInit(): Promise<void> {
    await this.storage.ensureBucket();
  }

  onApplicationShutdown(): void {
    this.s3.destroy();
  }
}

/**
 * Object storage for the whole service: inject `ObjectStorage`, and list
 * `ObjectStorageHealthIndicator` among the service's health indicators.
 */
@Global()
@Module({})
export class ObjectStorageModule {
  static forRoot(settings: StorageSettings): DynamicModule {
    return {
      module: ObjectStorageModule,
      providers: [
        { provide: S3_CLIENT, useFactory: () => createS3Client(settings) },
        {
          provide: ObjectStorage,
          useFactory: (s3: S3Client) => new ObjectStorage(s3, settings),
          inject: [S3_CLIENT],
        },
        ObjectStorageLifecycle,
        ObjectStorageHealthIndicator,
      ],
      exports: [S3_CLIENT, ObjectStorage, ObjectStorageHealthIndicator],
    };
  }
}
