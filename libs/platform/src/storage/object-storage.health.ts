import { Injectable } from '@nestjs/common';
import type { HealthIndicator } from '../health/health-indicator';
import { ObjectStorage } from './object-storage';

/** The service's bucket answers with the configured credentials. */
@Injectable()
export class ObjectStorageHealthIndicator implements HealthIndicator {
  readonly name = 'object-storage';
  constructor(private readonly storage: ObjectStorage) {}
  check(): Promise<void> {
    return this.storage.checkBucket();
  }
}
