import { Inject, Injectable } from '@nestjs/common';
import type { UploadPurpose } from '@tessera/contracts';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@tessera/platform';
import type { UploadKind } from '@tessera/rules';
import type { Redis } from 'ioredis';
import type { ContentConfig } from '../../config/content-config';
import type { StoredSessionStatus, UploadSession } from './upload-session';

const PART_FIELD = 'part:';

/**
 * Sets fields of a session that still exists, and only while its status is ARGV[1] when given:
 * a chunk or a completion finishing after the sweep removed the session must not bring it back.
 */
const SET_IF_PRESENT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[1] ~= '' and redis.call('HGET', KEYS[1], 'status') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
return 1`;

/**
 * Resumable upload sessions in Redis, one hash per session read by its id, and a sorted set of
 * ids by expiry for the sweep: no query ever scans. A session outlives its expiry by its own
 * lifetime again, so a late sweep still finds the multipart upload to abort.
 */
@Injectable()
export class UploadSessionsRepository {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async create(session: UploadSession): Promise<void> {
    const key = this.key(session.id);
    const keepUntil = session.expiresAt.getTime() + this.config.UPLOAD_SESSION_TTL_SECONDS * 1000;
    await this.redis
      .multi()
      .hset(key, {
        ownerId: session.ownerId,
        purpose: session.purpose,
        fileName: session.fileName,
        mimeType: session.mimeType,
        kind: session.kind,
        size: session.size,
        chunkSize: session.chunkSize,
        mediaId: session.mediaId,
        objectKey: session.objectKey,
        uploadId: session.uploadId,
        sniffedMimeType: session.sniffedMimeType ?? '',
        status: session.status,
        expiresAt: session.expiresAt.getTime(),
      })
      .pexpireat(key, keepUntil)
      .zadd(this.expiryKey(), session.expiresAt.getTime(), session.id)
      .exec();
  }

  async find(id: string): Promise<UploadSession | null> {
    const fields = await this.redis.hgetall(this.key(id));
    if (!fields.ownerId) return null;
    const parts = new Map<number, string>();
    for (const [field, value] of Object.entries(fields)) {
      if (field.startsWith(PART_FIELD)) parts.set(Number(field.slice(PART_FIELD.length)), value);
    }
    return {
      id,
      ownerId: fields.ownerId,
      purpose: fields.purpose as UploadPurpose,
      fileName: fields.fileName,
      mimeType: fields.mimeType,
      kind: fields.kind as UploadKind,
      size: Number(fields.size),
      chunkSize: Number(fields.chunkSize),
      mediaId: fields.mediaId,
      objectKey: fields.objectKey,
      uploadId: fields.uploadId,
      sniffedMimeType: fields.sniffedMimeType || null,
      status: fields.status as StoredSessionStatus,
      expiresAt: new Date(Number(fields.expiresAt)),
      parts,
    };
  }

  /** Records a stored part (and the format the first one showed); false when the session is gone. */
  recordPart(
    id: string,
    partNumber: number,
    etag: string,
    sniffedMimeType: string | null,
  ): Promise<boolean> {
    const fields = [`${PART_FIELD}${partNumber}`, etag];
    if (sniffedMimeType) fields.push('sniffedMimeType', sniffedMimeType);
    return this.setIf(id, 'open', fields);
  }

  /** Moves the session from `from` to `to`; false when it was not in `from` (or is gone). */
  moveStatus(id: string, from: StoredSessionStatus, to: StoredSessionStatus): Promise<boolean> {
    return this.setIf(id, from, ['status', to]);
  }

  async delete(id: string): Promise<void> {
    await this.redis.multi().del(this.key(id)).zrem(this.expiryKey(), id).exec();
  }

  /** Ids of sessions that expired by `now`, oldest first. */
  expiredBy(now: Date, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.expiryKey(), '-inf', now.getTime(), 'LIMIT', 0, limit);
  }

  private async setIf(id: string, status: string, fields: string[]): Promise<boolean> {
    const set = await this.redis.eval(SET_IF_PRESENT, 1, this.key(id), status, ...fields);
    return set === 1;
  }

  private key(id: string): string {
    return `${this.config.CONTENT_REDIS_PREFIX}:upload-session:${id}`;
  }

  private expiryKey(): string {
    return `${this.config.CONTENT_REDIS_PREFIX}:upload-sessions:by-expiry`;
  }
}
