import { Inject, Injectable } from '@nestjs/common';
import type { UploadPurpose } from '@tessera/contracts';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@tessera/platform';
import type { UploadKind } from '@tessera/rules';
import type { Redis } from 'ioredis';
import type { ContentConfig } from '../../config/content-config';

/** Who an unfinished upload belongs to and what it was declared as. */
export interface OpenUpload {
  id: string;
  ownerId: string;
  purpose: UploadPurpose;
  kind: UploadKind;
  mimeType: string;
  size: number;
  expiresAt: Date;
}

/**
 * Unfinished uploads by their tus id, with a sorted set by expiry for the sweep, which removes
 * them by their exact storage keys (MinIO lists multipart uploads only by exact key).
 */
@Injectable()
export class OpenUploadsRepository {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async create(upload: OpenUpload): Promise<void> {
    const key = this.key(upload.id);
    const keepUntil = upload.expiresAt.getTime() + this.config.UPLOAD_SESSION_TTL_SECONDS * 1000;
    await this.redis
      .multi()
      .hset(key, {
        ownerId: upload.ownerId,
        purpose: upload.purpose,
        kind: upload.kind,
        mimeType: upload.mimeType,
        size: upload.size,
        expiresAt: upload.expiresAt.getTime(),
      })
      .pexpireat(key, keepUntil)
      .zadd(this.expiryKey(), upload.expiresAt.getTime(), upload.id)
      .exec();
  }

  async find(id: string): Promise<OpenUpload | null> {
    const fields = await this.redis.hgetall(this.key(id));
    if (!fields.ownerId) return null;
    return {
      id,
      ownerId: fields.ownerId,
      purpose: fields.purpose as UploadPurpose,
      kind: fields.kind as UploadKind,
      mimeType: fields.mimeType,
      size: Number(fields.size),
      expiresAt: new Date(Number(fields.expiresAt)),
    };
  }

  async delete(id: string): Promise<void> {
    await this.redis.multi().del(this.key(id)).zrem(this.expiryKey(), id).exec();
  }

  expiredBy(now: Date, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.expiryKey(), '-inf', now.getTime(), 'LIMIT', 0, limit);
  }

  private key(id: string): string {
    return `${this.config.CONTENT_REDIS_PREFIX}:open-upload:${id}`;
  }

  private expiryKey(): string {
    return `${this.config.CONTENT_REDIS_PREFIX}:open-uploads:by-expiry`;
  }
}
