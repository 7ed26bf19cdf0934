import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { EmbeddedOutboxStore, OutboxRelay, type WithOutbox } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Session } from './session.schema';

export type NewSession = Pick<
  Session,
  '_id' | 'userId' | 'rememberMe' | 'currentTokenHash' | 'expiresAt' | 'userAgent' | 'ipAddress'
>;

@Injectable()
export class SessionsRepository {
  constructor(
    @InjectModel(Session.name) private readonly model: Model<Session>,
    private readonly relay: OutboxRelay,
  ) {
    relay.register(new EmbeddedOutboxStore(model as unknown as Model<WithOutbox>));
  }

  async create(session: NewSession, events: EventEnvelope[]): Promise<void> {
    const now = new Date();
    await this.model.create({
      ...session,
      rotatedTokenHashes: [],
      lastUsedAt: now,
      outbox: events,
    });
    this.relay.kick();
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

  async revoke(
    sessionId: string,
    reason: NonNullable<Session['revokedReason']>,
    events: EventEnvelope[],
  ): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: sessionId, revokedAt: null },
      {
        $set: { revokedAt: new Date(), revokedReason: reason },
        $push: { outbox: { $each: events } },
      },
    );
    this.relay.kick();
    return result.modifiedCount === 1;
  }

  async revokeAllForUser(
    userId: string,
    reason: NonNullable<Session['revokedReason']>,
  ): Promise<void> {
    await this.model.updateMany(
      { userId, revokedAt: null },
      { $set: { revokedAt: new Date(), revokedReason: reason } },
    );
  }
}
