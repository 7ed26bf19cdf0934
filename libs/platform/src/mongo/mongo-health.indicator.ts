import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { HealthIndicator } from '../health/health-indicator';

@Injectable()
export class MongoHealthIndicator implements HealthIndicator {
  readonly name = 'mongo';

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async check(): Promise<void> {
    const db = this.connection.db;
    if (!db) throw new Error('not connected');
    await db.admin().ping();
  }
}
