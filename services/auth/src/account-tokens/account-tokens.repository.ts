import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import {
  hashSecret,
  issueOpaqueToken,
  parseOpaqueToken,
  secretMatches,
} from '../credentials/opaque-token';
import { AccountToken, type AccountTokenPurpose } from './account-token.schema';

@Injectable()
export class AccountTokensRepository {
  constructor(@InjectModel(AccountToken.name) private readonly model: Model<AccountToken>) {}

  /** Issues a new token and retires the user's earlier unused ones for the same purpose. */
  async issue(userId: string, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
    const now = new Date();
    await this.model.updateMany({ userId, purpose, usedAt: null }, { $set: { usedAt: now } });
    const token = issueOpaqueToken(randomUUID());
    await this.model.create({
      _id: token.id,
      secretHash: hashSecret(token.secret),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
    });
    return token.token;
  }

  /** Marks the token used and returns its user, or null when it is unknown, expired or spent. */
  async consume(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    const parsed = parseOpaqueToken(token);
    if (!parsed) return null;
    const now = new Date();
    const record = await this.model
      .findOne({ _id: parsed.id, purpose, usedAt: null, expiresAt: { $gt: now } })
      .lean<AccountToken>();
    if (!record || !secretMatches(parsed.secret, record.secretHash)) return null;
    const claimed = await this.model.updateOne(
      { _id: record._id, usedAt: null },
      { $set: { usedAt: now } },
    );
    return claimed.modifiedCount === 1 ? record.userId : null;
  }
}
