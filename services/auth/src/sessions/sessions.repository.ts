import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Session, type SessionRevokedReason } from './session.schema';

/** More live sessions than this are not listed (each sign-in is one). */
export const MAX_LISTED_SESSIONS = 100;

export type NewSession = Pick<
  Session,
  | '_id'
  | 'userId'
  | 'rememberMe'
  | 'currentTokenHash'
  | 'expiresAt'
  | 'userAgent'
  | 'ipAddress'
  | 'deviceId'
>;

@Injectable()
export class SessionsRepository extends OutboxRepository<Session> {
  constructor(@InjectModel(Session.name) model: Model<Session>, relay: OutboxRelay) {
    super(model, relay);
  }

  async create(session: NewSession, events: EventEnvelope[]): Promise<void> {
    await this.insertWithEvents(
      { ...session, rotatedTokenHashes: [], lastUsedAt: new Date() },
      events,
    );
  }

  findById(id: string): Promise<Session | null> {
    return this.model.findById(id).lean<Session>();
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const found = await this.model
      .findOne(
        { _id: sessionId, userId, revokedAt: null, expiresAt: { $gt: new Date() } },
        { _id: 1 },
      )
      .lean();
    return found !== null;
  }

  /**
   * Swaps the current token for a new one only if the presented hash is still current, so of two
   * racing refreshes exactly one wins.
   */
  async rotate(sessionId: string, presentedHash: string, nextHash: string): Promise<boolean> {
    const now = new Date();
    const result = await this.model.updateOne(
      { _id: sessionId, currentTokenHash: presentedHash, revokedAt: null, expiresAt: { $gt: now } },
      {
        $set: { currentTokenHash: nextHash, lastUsedAt: now },
        $push: { rotatedTokenHashes: presentedHash },
      },
    );
    return result.modifiedCount === 1;
  }

  /** Ends a live session (of `userId` only, when given); false when there was none. */
  async revoke(
    sessionId: string,
    reason: SessionRevokedReason,
    events: EventEnvelope[],
    userId?: string,
  ): Promise<boolean> {
    const result = await this.updateWithEvents(
      {
        _id: sessionId,
        revokedAt: null,
        ...(userId === undefined ? {} : { userId, expiresAt: { $gt: new Date() } }),
      },
      { $set: { revokedAt: new Date(), revokedReason: reason } },
      events,
    );
    return result.modified;
  }

  /** A user's live sessions, most recently used first: what the owner's list shows. */
  listLive(userId: string): Promise<Session[]> {
    return this.model
      .find({ userId, revokedAt: null, expiresAt: { $gt: new Date() } })
      .sort({ lastUsedAt: -1 })
      .limit(MAX_LISTED_SESSIONS)
      .lean<Session[]>();
  }

  /** The ids of a user's live sessions, or of those a remembered device started. */
  async liveSessionIds(userId: string, deviceId?: string): Promise<string[]> {
    const live = await this.model
      .find(
        {
          userId,
          revokedAt: null,
          expiresAt: { $gt: new Date() },
          ...(deviceId === undefined ? {} : { deviceId }),
        },
        { _id: 1 },
      )
      .lean<Array<{ _id: string }>>();
    return live.map((session) => session._id);
  }

  /** Ends the sessions among `ids` still running; one that already ended keeps its reason. */
  async revokeMany(ids: readonly string[], reason: SessionRevokedReason): Promise<void> {
    if (ids.length === 0) return;
    await this.model.updateMany(
      { _id: { $in: [...ids] }, revokedAt: null },
      { $set: { revokedAt: new Date(), revokedReason: reason } },
    );
  }
}
